import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { unauthorized } from '../errors.js';

/** How session tokens are signed (the auth area signs them, this plugin checks them). */
export const SESSION_TOKEN_ALGORITHM = 'HS256';

/** The signed-in user as a request carries it (the users area's row; see types.d.ts). */
type SessionUser = NonNullable<FastifyRequest['currentUser']>;

/** Finds the user a verified token names; the users area supplies it (with its session cache). */
export type SessionUserLoader = (userId: string) => Promise<SessionUser | undefined>;

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
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: [SESSION_TOKEN_ALGORITHM],
  });
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  if (verifiedTokens.size >= VERIFIED_TOKEN_LIMIT) verifiedTokens.clear();
  const verified = { sub: payload.sub, ver: payload.ver, expiresAt: payload.exp * 1000 };
  verifiedTokens.set(`${secret}\n${token}`, verified);
  return verified;
}

async function userFromToken(
  loadUser: SessionUserLoader,
  secret: string,
  token: string,
): Promise<SessionUser | null> {
  try {
    const verified = await verifyToken(secret, token);
    if (!verified) return null;
    const user = await loadUser(verified.sub);
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
export function registerAuth(app: FastifyInstance, loadUser: SessionUserLoader): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('hadInvalidToken', false);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const user = await userFromToken(loadUser, app.config.JWT_SECRET, header.slice(7).trim());
    request.currentUser = user;
    request.hadInvalidToken = user === null;
  });
}

/** The signed-in user, or a 401 error. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.currentUser) {
    throw unauthorized(
      request.hadInvalidToken ? 'Your session has expired. Please log in again.' : undefined,
    );
  }
  return request.currentUser;
}
