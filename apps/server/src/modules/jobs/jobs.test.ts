import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helpers.js';
import { handleJobs, runDueJobs } from './index.js';
import { startJobRunner } from './job-runner.js';
import { claimDueJob, findJob, upsertJob } from './jobs.repository.js';
import { jobs } from './jobs.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const past = () => new Date(Date.now() - 1000);

describe('durable jobs', () => {
  it('run a due job once, leave a future one, and move a job planned again under the same key', async () => {
    const db = t.database.db;
    const seen: unknown[] = [];
    handleJobs(db, 'test.once', async (payload) => {
      seen.push(payload.n);
    });
    await upsertJob(db, { kind: 'test.once', key: 'once:a', runAt: past(), payload: { n: 1 } });
    await upsertJob(db, {
      kind: 'test.once',
      key: 'once:b',
      runAt: new Date(Date.now() + 3_600_000),
      payload: { n: 2 },
    });
    expect(await runDueJobs(db)).toBe(1);
    expect(await runDueJobs(db)).toBe(0);
    expect(seen).toEqual([1]);
    await upsertJob(db, { kind: 'test.once', key: 'once:b', runAt: past(), payload: { n: 3 } });
    expect(await runDueJobs(db)).toBe(1);
    expect(seen).toEqual([1, 3]);
    expect((await findJob(db, 'once:b'))?.doneAt).toBeInstanceOf(Date);
  });

  it('try a failing job again later, and take up a job whose runner died once its claim runs out', async () => {
    const db = t.database.db;
    let calls = 0;
    handleJobs(db, 'test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('database hiccup');
    });
    await upsertJob(db, { kind: 'test.flaky', key: 'flaky', runAt: past() });
    expect(await runDueJobs(db)).toBe(0);
    const failed = await findJob(db, 'flaky');
    expect(failed?.lastError).toBe('database hiccup');
    expect(failed?.runAt.getTime()).toBeGreaterThan(Date.now());
    await db.update(jobs).set({ runAt: past() }).where(eq(jobs.key, 'flaky'));
    expect(await runDueJobs(db)).toBe(1);
    expect(calls).toBe(2);

    // A process claims a job and dies: nobody else runs it while the claim holds, then one does.
    await upsertJob(db, { kind: 'test.flaky', key: 'orphan', runAt: past() });
    expect((await claimDueJob(db, ['test.flaky'], 120))?.key).toBe('orphan');
    expect(await runDueJobs(db)).toBe(0);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'orphan'));
    expect(await runDueJobs(db)).toBe(1);
    expect((await findJob(db, 'orphan'))?.attempts).toBe(2);
  });

  it('are found by the polling runner without anyone asking', async () => {
    const db = t.database.db;
    let ran = false;
    handleJobs(db, 'test.poll', async () => {
      ran = true;
    });
    const stop = startJobRunner(db, 20);
    await upsertJob(db, { kind: 'test.poll', key: 'poll', runAt: past() });
    await expect.poll(() => ran, { timeout: 3_000, interval: 20 }).toBe(true);
    await stop();
  });
});
