import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { signSessionToken } from '../src/modules/auth/index.js';
import type { UserRow } from '../src/modules/users/index.js';
import { users } from '../src/modules/users/users.tables.js';

export const PASSWORD = 'Passw0rd-123';
let cachedHash: Promise<string> | undefined;

/** A user straight in the database (verified unless told otherwise), password PASSWORD. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  cachedHash ??= hashPassword(PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      username: `learner_${suffix}`,
      email: `learner_${suffix}@example.com`,
      passwordHash: await cachedHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

/** A bearer header for a user, as a login would give. */
export async function authHeader(app: FastifyInstance, user: UserRow): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await signSessionToken(app.config.JWT_SECRET, user, 3600)}` };
}
