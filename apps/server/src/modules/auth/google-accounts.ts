import { LIMITS } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserByUsername,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/index.js';

interface GoogleClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

async function freeUsername(db: Db, base: string): Promise<string> {
  const clean = base.replace(/[^A-Za-z0-9_]/g, '').slice(0, 24) || 'learner';
  const padded =
    clean.length >= LIMITS.usernameMin ? clean : `${clean}${'0'.repeat(LIMITS.usernameMin - clean.length)}`;
  for (let n = 0; n < 1000; n++) {
    const candidate = n === 0 ? padded : `${padded}${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${padded}${Date.now()}`;
}

/**
 * The account for a Google identity: the one already linked to it, or the one with the same
 * verified e-mail (which gets linked), or a new verified account. Unverified e-mails are refused.
 */
export async function googleSignIn(db: Db, claims: GoogleClaims): Promise<UserRow | undefined> {
  const linked = await findUserByGoogleSub(db, claims.sub);
  if (linked) return linked;
  if (typeof claims.email !== 'string' || claims.email_verified !== true) return undefined;
  const email = claims.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.emailVerifiedAt) return updateUser(db, existing.id, { googleSub: claims.sub });
    // Whoever set the password of an unverified account never proved the address: drop that
    // password and its sessions, so only the verified owner gets in.
    return updateUser(db, existing.id, {
      googleSub: claims.sub,
      emailVerifiedAt: new Date(),
      passwordHash: null,
      tokenVersion: existing.tokenVersion + 1,
    });
  }
  const nameBase = typeof claims.name === 'string' ? claims.name : (email.split('@')[0] ?? 'learner');
  return insertUser(db, {
    username: await freeUsername(db, nameBase),
    email,
    googleSub: claims.sub,
    emailVerifiedAt: new Date(),
    profilePicture:
      typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
  });
}
