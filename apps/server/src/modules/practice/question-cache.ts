import type { Db } from '../../db/client.js';
import { forgetEverywhere } from '../../lib/forget-bus.js';
import { ttlCache } from '../../lib/ttl-cache.js';

/**
 * A per-process memory of what every visitor sees of a question (its row, topic and set), so a
 * question page costs no query for it. Entries live 60 s (room for 50,000 of the bank's ~69,000; the
 * popular ones stay when the tail makes room, see ttl-cache.ts); a question is
 * forgotten at once when a reaction on it is recorded (brought up to date when an attempt is), and
 * everything when staff write questions or sets, in every process when they share Redis. Answers
 * stay in the row and are released per user by the service.
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

/**
 * After an attempt: this process changes its entry of the question with what the write made of it
 * (no reload on the next page), the other processes forget theirs.
 */
export function patchQuestion<T>(db: Db, number: number, change: (view: T) => T): void {
  questions.patch(db, number, change as (view: unknown) => unknown);
  forgetQuestions.elsewhere(db, number);
}

/** Forgets every question in this process (on `questions.changed`, which every process hears). */
export function forgetAllQuestions(db: Db): void {
  questions.forget(db);
}
