import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import type { UserRow } from '../users/index.js';
import { users } from '../users/users.tables.js';
import { emailVerifications, passwordResets } from './auth.tables.js';

export async function saveVerification(
  db: Db,
  userId: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(emailVerifications)
    .values({ userId, codeHash, expiresAt, failedAttempts: 0, sentAt: new Date() })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { codeHash, expiresAt, failedAttempts: 0, sentAt: new Date() },
    });
}

export async function findVerification(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId))
    .limit(1);
  return row;
}

export async function recordFailedVerification(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .update(emailVerifications)
    .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
    .where(eq(emailVerifications.userId, userId))
    .returning({ failedAttempts: emailVerifications.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Marks the e-mail verified and removes the code, in one transaction. */
export async function completeVerification(db: Db, userId: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error('user vanished during verification');
    return row;
  });
  emitDomainEvent(db, 'user.updated', { userId });
  return user;
}

export async function insertPasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export async function findUsablePasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .limit(1);
  return row;
}

/**
 * Sets the new password, ends every session (token version + 1) and uses up every open reset
 * token of the user, in one transaction. Returns false when the token was used meanwhile.
 */
export async function completePasswordReset(db: Db, resetId: string, userId: string, passwordHash: string) {
  const done = await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // Opening the mailed link proves the address, so an unverified account becomes verified.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return true;
  });
  emitDomainEvent(db, 'user.updated', { userId });
  return done;
}
