import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from './jobs.tables.js';

export interface JobRow {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Plans a job, or moves the not-yet-done job of the same key to the new time and payload. */
export async function upsertJob(
  db: Db,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: job.kind,
        runAt: job.runAt,
        payload: job.payload ?? {},
        doneAt: null,
        attempts: 0,
        lastError: null,
        lockedUntil: null,
      },
    });
}

/** Drops a job that has not run yet (a cancelled contest's end). */
export async function deleteJob(db: Db, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
}

/**
 * Claims the oldest due job of the given kinds for `leaseSeconds`: the claim commits at once, so
 * the other processes skip it while it runs, and take it up again if this one dies.
 */
export async function claimDueJob(db: Db, kinds: string[], leaseSeconds: number): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and run_at <= now()
        and (locked_until is null or locked_until < now())
        and kind = any(${`{${kinds.join(',')}}`}::text[])
      order by run_at
      limit 1
      for update skip locked
    )
    returning id, kind, key, payload, attempts`);
  const row = (result as unknown as { rows: JobRow[] }).rows[0];
  return row ?? null;
}

export async function markJobDone(db: Db, id: string): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** A failed run: tried again after a back-off that grows with the attempts (at most 10 minutes). */
export async function markJobFailed(db: Db, id: string, attempts: number, error: string): Promise<void> {
  const delay = Math.min(600, 2 ** Math.min(attempts, 10));
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 500),
      runAt: sql`now() + make_interval(secs => ${delay})`,
    })
    .where(eq(jobs.id, id));
}

/** A job's state by key, for tests and admin screens. */
export async function findJob(db: Db, key: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row ?? null;
}
