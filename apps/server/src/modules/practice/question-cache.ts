import type { Db } from '../../db/client.js';
import { forgetEverywhere } from '../../lib/forget-bus.js';
import { ttlCache } from '../../lib/ttl-cache.js';

/**
 * A per-process memory of what every visitor sees of a question (its row, topic and set), so a
 * question page costs no query for it. Entries live 60 s (room for the whole bank); a question is
 * forgotten at once when an attempt or a reaction on it is recorded, and everything when staff
 * write questions or sets, in every process when they share Redis. Answers stay in the row and are
 * released per user by the service.
 */
const questions = ttlCache<number, unknown>({ ttlMs: 60_000, limit: 50_000 });

export function cachedQuestion<T>(db: Db, number: number, load: () => Promise<T>): Promise<T> {
  return questions.get(db, number, load) as Promise<T>;
}

/** Forgets one question (or, without a number, all of them) in every process. */
const forgetQuestions = forgetEverywhere<number>('question', (db, number) => questions.forget(db, number));

export function forgetQuestion(db: Db, number: number): void {
  forgetQuestions(db, number);
}

export function forgetAllQuestions(db: Db): void {
  forgetQuestions(db);
}
