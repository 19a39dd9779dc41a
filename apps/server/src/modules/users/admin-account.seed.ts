import { LIMITS } from '@preparena/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { users } from './users.tables.js';

/**
 * A free username derived from the e-mail's local part; one shorter than the minimum gets `_staff`
 * ("admin@…" is `admin_staff`, not a padded `admin_`).
 */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'admin')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '')
      .slice(0, 20) || 'admin';
  const padded = base.length >= LIMITS.usernameMin ? base : `${base}_staff`.padEnd(LIMITS.usernameMin, '0');
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? padded : `${padded}${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
}

/**
 * Makes sure a verified admin account with this e-mail exists. An existing account is promoted and
 * verified; its password is replaced (and old sessions ended) only when it differs from the given one.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!existing) {
    await db.insert(users).values({
      email: email.toLowerCase(),
      username: await freeUsername(db, email),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      isAdmin: true,
    });
    return 'created';
  }
  const samePassword = existing.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  await db
    .update(users)
    .set({
      isAdmin: true,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(samePassword
        ? {}
        : { passwordHash: await hashPassword(password), tokenVersion: existing.tokenVersion + 1 }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}
