import { SignJWT } from 'jose';
import { SESSION_TOKEN_ALGORITHM } from '../../plugins/auth.js';
import type { UserRow } from '../users/index.js';

/** Signs a session token for a user; `ver` ties it to the user's token version (password changes). */
export async function signSessionToken(
  secret: string,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: SESSION_TOKEN_ALGORITHM })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}
