import type { Db } from '../../db/client.js';
import { ttlCache } from '../../lib/ttl-cache.js';

/**
 * A short-lived, per-process memory of what every visitor sees of a question (its row, topic and
 * set), so a question page costs no query for it. Entries live 5 s; this process forgets a
 * question at once when it records an attempt or a reaction on it, and everything when staff write
 * questions or sets. Answers stay in the row and are released per user by the service, as before.
 */
const questions = ttlCache<number, unknown>({ ttlMs: 5_000, limit: 5_000 });

export function cachedQuestion<T>(db: Db, number: number, load: () => Promise<T>): Promise<T> {
  return questions.get(db, number, load) as Promise<T>;
}

export function forgetQuestion(db: Db, number: number): void {
  questions.forget(db, number);
}

export function forgetAllQuestions(db: Db): void {
  questions.forget(db);
}
