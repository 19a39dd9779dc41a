import type { Db } from '../../db/client.js';
import { openTwoTripSession, type TwoTripSession } from '../../db/two-trips.js';
import type { QueuedAttempt, StoredOutcome } from './attempt-rating.js';
import { storeAttempts } from './attempts.repository.js';

interface Waiting {
  item: QueuedAttempt;
  resolve(stored: StoredOutcome): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  /** Whether batches are being written (one at a time per database and process). */
  writing: boolean;
}

/** Attempts waiting for their database's next batch. */
const queues = new WeakMap<Db, Queue>();
const MAX_BATCH = 100;

/** Stores one attempt by itself (demo data with a given time, or a retry after a failed batch). */
export async function storeOne(db: Db, item: QueuedAttempt, now: Date): Promise<StoredOutcome> {
  const session = await openTwoTripSession(db);
  try {
    const [stored] = await storeAttempts(session, [item], now);
    if (!stored) throw new Error('attempt not stored');
    return stored;
  } finally {
    session.end();
  }
}

/** Answers a batch's requests with what was stored for each. */
function settle(batch: Waiting[], stored: StoredOutcome[]): void {
  batch.forEach((w, i) => {
    const result = stored[i];
    if (result) w.resolve(result);
    else w.reject(new Error('attempt not stored'));
  });
}

/** Starts writing a batch (its first trip leaves at once); a failure to start is a failed batch. */
function write(session: TwoTripSession, batch: Waiting[]): Promise<StoredOutcome[]> {
  try {
    return storeAttempts(
      session,
      batch.map((w) => w.item),
      new Date(),
    );
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Writes batches one after another on one connection while attempts keep coming. When a batch has
 * committed, the next one (the attempts that arrived meanwhile) goes on the wire before the last
 * one's requests are answered, so the database works on it while this process builds the answers.
 */
async function writeBatches(db: Db, queue: Queue): Promise<void> {
  let session: TwoTripSession | undefined;
  try {
    if (queue.waiting.length === 0) return;
    session = await openTwoTripSession(db);
    let batch = queue.waiting.splice(0, MAX_BATCH);
    let writing = write(session, batch);
    while (batch.length > 0) {
      let stored: StoredOutcome[] | undefined;
      try {
        stored = await writing;
      } catch {
        // The batch failed as a whole (say, a learner deleted meanwhile): each attempt alone, so
        // one bad attempt fails by itself; the session's connection may be unusable, so a new one.
        session.end();
        for (const w of batch) await storeOne(db, w.item, new Date()).then(w.resolve, w.reject);
        session = await openTwoTripSession(db);
      }
      const done = batch;
      batch = queue.waiting.splice(0, MAX_BATCH);
      if (batch.length > 0) writing = write(session, batch);
      if (stored) settle(done, stored);
    }
  } catch (error) {
    // No connection to be had: everyone waiting hears of it.
    for (const w of queue.waiting.splice(0)) w.reject(error);
  } finally {
    session?.end();
    queue.writing = false;
    if (queue.waiting.length > 0) startWriting(db, queue);
  }
}

function startWriting(db: Db, queue: Queue): void {
  if (queue.writing) return;
  queue.writing = true;
  // Attempts that arrive in the same turn of the event loop go together in the first batch.
  setImmediate(() => void writeBatches(db, queue));
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
  startWriting(db, queue);
  return stored;
}
