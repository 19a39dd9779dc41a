import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type StandingsEvent, standingsEventSchema } from '@preparena/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { contestRatings, contests } from '../../src/modules/contests/contests.tables.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { jobs } from '../../src/modules/jobs/jobs.tables.js';
import { questions } from '../../src/modules/practice/practice.tables.js';
import { users } from '../../src/modules/users/users.tables.js';
import { authHeader, createUser } from '../factories.js';
import { build, FIXTURE_WEB_DIST, type TestApp } from '../helpers.js';

// Issue 14 across server processes on one PostgreSQL database with Redis: a live board's server-sent
// events reach the watchers of every process, and the rating run happens once, also after a restart.
const url = process.env.TEST_DATABASE_URL;
const env = { REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'contest-processes-secret-'.repeat(3) };

interface Process {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
}
let one: TestApp;
let databaseUrl: string;
const extra: Process[] = [];

/** Another server process on the same database (the job runner as configured). */
async function startProcess(jobPollMs = 0): Promise<Process> {
  const database = await openDatabase({ databaseUrl });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-proc-'));
  const config = loadConfig(
    {},
    { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_MS: jobPollMs, ...env },
  );
  const app = await buildApp({ config, database, webDist: FIXTURE_WEB_DIST });
  await app.ready();
  const p = { app, database, dataDir };
  extra.push(p);
  return p;
}
async function stopProcess(p: Process) {
  await p.app.close();
  await p.database.close();
  rmSync(p.dataDir, { recursive: true, force: true });
  extra.splice(extra.indexOf(p), 1);
}

beforeAll(async () => {
  if (!url) return;
  one = await build({ env });
  const rows = (await one.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const same = new URL(url);
  same.pathname = `/${rows.rows[0]?.name}`;
  databaseUrl = same.toString();
});
afterAll(async () => {
  if (!url) return;
  for (const p of [...extra]) await stopProcess(p);
  await one.close();
});

let picked = 0;
async function freshQuestions(n: number) {
  const rows = await one.database.db
    .select({ number: questions.number, answer: questions.answer })
    .from(questions)
    .where(sql`status = 'published' and type = 'single' and set_id is null`)
    .orderBy(sql`number desc`)
    .offset(100 + picked)
    .limit(n);
  picked += n;
  return rows.map((r) => ({
    number: r.number,
    correct: r.answer?.kind === 'choice' ? r.answer.correct : [0],
  }));
}

/** A live sprint on `one` with registered, entered learners; returns ids and headers. */
async function liveSprint(people: number) {
  const qs = await freshQuestions(2);
  const staff = await authHeader(one.app, await createUser(one.database.db, { isContestController: true }));
  const created = await one.app.inject({
    method: 'POST',
    url: '/api/admin/contests',
    headers: staff,
    payload: {
      title: 'Process sprint',
      format: 'sprint',
      scheme: 'cat',
      startsAt: new Date(Date.now() + 60_000).toISOString(),
      sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: qs.map((q) => q.number) }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const learners = [];
  for (let i = 0; i < people; i++) {
    const user = await createUser(one.database.db);
    const headers = await authHeader(one.app, user);
    await one.app.inject({ method: 'POST', url: `/api/contests/${id}/register`, headers });
    learners.push({ user, headers });
  }
  await one.database.db
    .update(contests)
    .set({ startsAt: new Date(Date.now() - 1000) })
    .where(eq(contests.id, id));
  const entered = [];
  for (const l of learners) {
    const res = await one.app.inject({
      method: 'POST',
      url: `/api/contests/${id}/participations`,
      headers: l.headers,
    });
    entered.push({ ...l, pid: res.json().participationId as string });
  }
  return { id, qs, learners: entered };
}

/** Reads server-sent events from a live HTTP connection until stopped. */
function watch(base: string, contestId: string) {
  const controller = new AbortController();
  const events: { event: string; data: unknown }[] = [];
  const done = (async () => {
    const res = await fetch(`${base}/api/contests/${contestId}/leaderboard/stream`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  });
  return { events, stop: () => controller.abort(), done };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const endNow = async (id: string) => {
  await one.database.db
    .update(contests)
    .set({ startsAt: sql`now() - interval '31 minutes'` })
    .where(eq(contests.id, id));
  await one.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.key, `contest.end:${id}`));
};

describe.runIf(url)('contests on several processes', () => {
  it('send an answer accepted by one process to the board watchers of another (Redis), without answers', async () => {
    const other = await startProcess();
    const base = await listen(other.app);
    const { id, qs, learners } = await liveSprint(2);
    const [a] = learners;
    const stream = watch(base, id);
    // The stream is open once the other process holds the board.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const q = qs[0] as { number: number; correct: number[] };
    const res = await one.app.inject({
      method: 'PUT',
      url: `/api/participations/${a?.pid}/answers/1`,
      headers: a?.headers,
      payload: { answer: q.correct, seconds: 12 },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => stream.events.filter((e) => e.event === 'standings').length, {
        timeout: 5_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    const event = standingsEventSchema.parse(
      stream.events.find((e) => e.event === 'standings')?.data,
    ) as StandingsEvent;
    expect(event.rows).toContainEqual(
      expect.objectContaining({ username: a?.user.username, rank: 1, score: 3 }),
    );
    expect(JSON.stringify(stream.events)).not.toContain('"answer"');
    expect(JSON.stringify(stream.events)).not.toContain(a?.user.id);
    // The end reaches it too: the board is final (refetch).
    await endNow(id);
    await runDueJobs(one.database.db);
    await expect
      .poll(() => stream.events.some((e) => e.event === 'refresh'), { timeout: 5_000, interval: 50 })
      .toBe(true);
    stream.stop();
    await stream.done;
    await stopProcess(other);
  });

  it('rate a contest once when two processes run its jobs at the same time', async () => {
    const other = await startProcess();
    const { id, qs, learners } = await liveSprint(4);
    const q = qs[0] as { number: number; correct: number[] };
    for (const [i, l] of learners.entries()) {
      await one.app.inject({
        method: 'PUT',
        url: `/api/participations/${l.pid}/answers/1`,
        headers: l.headers,
        payload: { answer: i % 2 ? q.correct : [(q.correct[0] ?? 0) === 0 ? 1 : 0], seconds: 10 },
      });
    }
    await endNow(id);
    await Promise.all([runDueJobs(one.database.db), runDueJobs(other.database.db)]);
    expect(await one.database.db.$count(contestRatings, eq(contestRatings.contestId, id))).toBe(4);
    const rated = await one.database.db
      .select({ n: users.contestsRated })
      .from(users)
      .where(sql`${users.id} in ${learners.map((l) => l.user.id)}`);
    expect(rated.map((r) => r.n)).toEqual([1, 1, 1, 1]);
    await stopProcess(other);
  });

  it('rate a contest that ended while no server was running, once one starts again', async () => {
    const { id, qs, learners } = await liveSprint(2);
    const q = qs[0] as { number: number; correct: number[] };
    const [a] = learners;
    await one.app.inject({
      method: 'PUT',
      url: `/api/participations/${a?.pid}/answers/1`,
      headers: a?.headers,
      payload: { answer: q.correct, seconds: 10 },
    });
    // The end passed while "down"; a process starting with its job runner on picks it up.
    await endNow(id);
    const restarted = await startProcess(100);
    await expect
      .poll(
        async () =>
          (await one.database.db.select().from(contests).where(eq(contests.id, id)))[0]?.ratedAt ?? null,
        { timeout: 15_000, interval: 100 },
      )
      .not.toBeNull();
    expect(await one.database.db.$count(contestRatings, eq(contestRatings.contestId, id))).toBe(1);
    await stopProcess(restarted);
  });
});
