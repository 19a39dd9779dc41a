import type { Db } from '../../db/client.js';
import { batchLoader } from '../../lib/batch-loader.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { findUsersByIds, type UserRow } from './users.repository.js';

/**
 * Session users are read once per 30 s per process, not on every request. A write to a user
 * (`user.updated`) forgets its entry at once, in every process when they share Redis
 * (docs/architecture.md, "Caches").
 */
const sessionUsers = ttlCache<string, UserRow | undefined>({ ttlMs: 30_000, limit: 50_000 });
/** Users asked for at the same moment are read in one query. */
const usersById = batchLoader<string, UserRow, Db>(async (db, ids) => {
  const rows = await findUsersByIds(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
});

/** The user a verified session token names (cached), or undefined when there is none. */
export function loadSessionUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return sessionUsers.get(db, userId, () => usersById.load(db, userId));
}

/** Forgets a session user in this process (the domain event reaches the others). */
export function forgetSessionUser(db: Db, userId: string): void {
  sessionUsers.forget(db, userId);
}

/**
 * After a write of the learner's own counters (an attempt), in the process that wrote them: its
 * entry changes (no reload on the next request). Only the given fields change, so a row forgotten
 * meanwhile (a password change, say) is never brought back.
 */
export function patchSessionUser(db: Db, userId: string, fields: Partial<UserRow>): void {
  sessionUsers.patch(db, userId, (user) => (user ? { ...user, ...fields } : user));
}
