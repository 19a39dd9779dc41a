import type { Db } from '../../db/client.js';
import { batchLoader } from '../../lib/batch-loader.js';
import { forgetEverywhere } from '../../lib/forget-bus.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { type ProgressRow, progressRowsOfUsers } from './progress.repository.js';

/**
 * A learner's progress rows (attempted, solved, revealed, liked questions), read in one query and
 * kept 30 s per process: the question page and the practice table then need no query for the
 * learner's status. A learner's rows are forgotten as soon as an attempt, a reveal or a reaction
 * of theirs is recorded, in every process when they share Redis (docs/architecture.md, "Caches").
 */
const progress = ttlCache<string, Map<string, ProgressRow>>({ ttlMs: 30_000, limit: 20_000 });

/** The rows of learners asked for at the same moment, read in one query. */
const rowsOfUsers = batchLoader<string, Map<string, ProgressRow>, Db>(async (db, userIds) => {
  const rows = await progressRowsOfUsers(db, userIds);
  const byUser = new Map<string, Map<string, ProgressRow>>(userIds.map((id) => [id, new Map()]));
  for (const row of rows) byUser.get(row.userId)?.set(row.questionId, row);
  return byUser;
});

/** The learner's progress rows by question id. */
export function userProgress(db: Db, userId: string): Promise<Map<string, ProgressRow>> {
  return progress.get(db, userId, async () => (await rowsOfUsers.load(db, userId)) ?? new Map());
}

/** Forgets a learner's rows in every process (after their attempt, reveal or reaction). */
export const forgetUserProgress = forgetEverywhere<string>('user-progress', (db, userId) =>
  progress.forget(db, userId),
);
