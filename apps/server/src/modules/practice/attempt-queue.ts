import type { Db } from '../../db/client.js';
import type { QueuedAttempt, StoredOutcome } from './attempt-rating.js';
import { storeAttempts } from './attempts.repository.js';

interface Waiting {
  item: QueuedAttempt;
  resolve(stored: StoredOutcome): void;
  reject(error: unknown): void;
}

/** Attempts waiting for their database's next batch; one batch is written at a time per database. */
const queues = new WeakMap<Db, { waiting: Waiting[]; writing: boolean }>();
const MAX_BATCH = 100;

/** Stores one attempt by itself (demo data with a given time, or a retry after a failed batch). */
export async function storeOne(db: Db, item: QueuedAttempt, now: Date): Promise<StoredOutcome> {
  const [stored] = await storeAttempts(db, [item], now);
  if (!stored) throw new Error('attempt not stored');
  return stored;
}

function writeNextBatch(db: Db): void {
  const queue = queues.get(db);
  if (!queue || queue.writing || queue.waiting.length === 0) return;
  queue.writing = true;
  setImmediate(async () => {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      const now = new Date();
      const stored = await storeAttempts(
        db,
        batch.map((w) => w.item),
        now,
      );
      batch.forEach((w, i) => {
        const result = stored[i];
        if (result) w.resolve(result);
        else w.reject(new Error('attempt not stored'));
      });
    } catch {
      // The batch failed as a whole (say, a learner deleted meanwhile): each attempt alone, so one
      // bad attempt fails by itself.
      for (const w of batch) await storeOne(db, w.item, new Date()).then(w.resolve, w.reject);
    } finally {
      queue.writing = false;
      writeNextBatch(db);
    }
  });
}

/**
 * Group commit: the attempts that arrive while a batch is being written go together in the next
 * one (one transaction of two statements, however many attempts), in order of arrival.
 */
export function enqueue(db: Db, item: QueuedAttempt): Promise<StoredOutcome> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], writing: false };
    queues.set(db, queue);
  }
  const waiting = queue.waiting;
  const stored = new Promise<StoredOutcome>((resolve, reject) => waiting.push({ item, resolve, reject }));
  writeNextBatch(db);
  return stored;
}
