import type { Db } from '../../db/client.js';
import { claimDueJob, markJobDone, markJobFailed } from './jobs.repository.js';

export type JobHandler = (payload: Record<string, unknown>, db: Db) => Promise<void>;

/** Handlers by database (one app per database object) and job kind. */
const handlersOf = new WeakMap<object, Map<string, JobHandler>>();

/** Says what runs a kind of job in the app that owns `db` (each area registers its own kinds). */
export function handleJobs(db: Db, kind: string, handler: JobHandler): void {
  let byKind = handlersOf.get(db);
  if (!byKind) {
    byKind = new Map();
    handlersOf.set(db, byKind);
  }
  byKind.set(kind, handler);
}

/** A claim outlives any one run by far; a runner that died frees its job after this. */
const LEASE_SECONDS = 120;

export interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * Runs every due job this process has a handler for, one at a time, until none is due. Handlers are
 * idempotent: a job whose runner died after the work but before `done` is run again.
 */
export async function runDueJobs(db: Db, log?: JobLog): Promise<number> {
  const byKind = handlersOf.get(db);
  if (!byKind) return 0;
  const kinds = [...byKind.keys()];
  let ran = 0;
  for (;;) {
    const job = await claimDueJob(db, kinds, LEASE_SECONDS);
    if (!job) return ran;
    const handler = byKind.get(job.kind);
    try {
      await handler?.(job.payload, db);
      await markJobDone(db, job.id);
      ran++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log?.warn({ job: job.key, attempts: job.attempts }, `Job failed: ${message}`);
      await markJobFailed(db, job.id, job.attempts, message);
    }
  }
}

/**
 * Polls for due jobs every `intervalMs` until stopped. The jobs live in PostgreSQL, so a restart
 * or another process picks up what this one did not run; the timer only decides when to look.
 */
export function startJobRunner(db: Db, intervalMs: number, log?: JobLog): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = runDueJobs(db, log)
      .catch((error: unknown) => log?.warn({ err: error }, 'Job runner could not reach the database'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
