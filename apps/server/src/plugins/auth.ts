import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { unauthorized } from '../errors.js';

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

async function userFromToken(db: Db, secret: string, token: string): Promise<UserRow | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALG] });
    if (typeof payload.sub !== 'string') return null;
    const [user] = await db.select().from(users).where(eq(users.id, payload.sub)).limit(1);
    if (!user || user.tokenVersion !== payload.ver) return null;
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
