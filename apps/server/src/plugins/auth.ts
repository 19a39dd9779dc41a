import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { unauthorized } from '../errors.js';
import { batchLoader } from '../lib/batch-loader.js';
import { forgetEverywhere } from '../lib/forget-bus.js';
import { ttlCache } from '../lib/ttl-cache.js';
import { users } from '../modules/users/users.tables.js';

export type UserRow = typeof users.$inferSelect;

const ALG = 'HS256';

/** Signs a session token for a user; `ver` ties it to the user's token version (password changes). */
export async function signSessionToken(
  secret: string,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: ALG })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}

/** A verified token's subject, token version and expiry (ms), so its signature is checked once. */
interface VerifiedToken {
  sub: string;
  ver: unknown;
  expiresAt: number;
}

const verifiedTokens = new Map<string, VerifiedToken>();
const VERIFIED_TOKEN_LIMIT = 20_000;

async function verifyToken(secret: string, token: string): Promise<VerifiedToken | null> {
  const known = verifiedTokens.get(`${secret}\n${token}`);
  if (known) return known.expiresAt > Date.now() ? known : null;
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALG] });
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  if (verifiedTokens.size >= VERIFIED_TOKEN_LIMIT) verifiedTokens.clear();
  const verified = { sub: payload.sub, ver: payload.ver, expiresAt: payload.exp * 1000 };
  verifiedTokens.set(`${secret}\n${token}`, verified);
  return verified;
}

/**
 * Session users are read once per 30 s per process, not on every request. A write to a user forgets
 * its entry at once (`forgetSessionUser`), in every process when they share Redis
 * (docs/architecture.md, "Caches").
 */
const sessionUsers = ttlCache<string, UserRow | undefined>({ ttlMs: 30_000, limit: 50_000 });
/** Users asked for at the same moment are read in one query. */
const usersById = batchLoader<string, UserRow, Db>(async (db, ids) => {
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
});

/** Forgets a session user in every process (after a write to the user). */
export const forgetSessionUser = forgetEverywhere<string>('session-user', (db, userId) =>
  sessionUsers.forget(db, userId),
);

/**
 * After a write of the learner's own counters (an attempt): this process changes its entry (no reload
 * on the next request) and the other processes forget theirs. Only the given fields change, so a
 * row forgotten meanwhile (a password change, say) is never brought back.
 */
export function patchSessionUser(db: Db, userId: string, fields: Partial<UserRow>): void {
  sessionUsers.patch(db, userId, (user) => (user ? { ...user, ...fields } : user));
  forgetSessionUser.elsewhere(db, userId);
}

async function userFromToken(db: Db, secret: string, token: string): Promise<UserRow | null> {
  try {
    const verified = await verifyToken(secret, token);
    if (!verified) return null;
    const user = await sessionUsers.get(db, verified.sub, () => usersById.load(db, verified.sub));
    if (!user || user.tokenVersion !== verified.ver) return null;
    return user;
  } catch {
    return null;
  }
}

/**
 * Reads an optional bearer token on every request into `request.currentUser` (null when absent or
 * invalid). Routes that need a user call `requireUser`; `request.hadInvalidToken` lets them answer 401.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('hadInvalidToken', false);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const user = await userFromToken(app.db, app.config.JWT_SECRET, header.slice(7).trim());
    request.currentUser = user;
    request.hadInvalidToken = user === null;
  });
}

/** The signed-in user, or a 401 error. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) {
    throw unauthorized(
      request.hadInvalidToken ? 'Your session has expired. Please log in again.' : undefined,
    );
  }
  return request.currentUser;
}
