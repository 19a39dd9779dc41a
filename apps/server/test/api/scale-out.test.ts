import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { questions } from '../../src/modules/practice/practice.tables.js';
import { authHeader, createUser } from '../factories.js';
import { build, FIXTURE_WEB_DIST, type TestApp } from '../helpers.js';

// Two server processes on one PostgreSQL database sharing Redis, as "Running several server
// processes" in the README describes: a write on one must not leave the other serving old caches.
const url = process.env.TEST_DATABASE_URL;
const env = { REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'scale-out-test-secret-'.repeat(3) };

let one: TestApp;
let other: { app: FastifyInstance; database: Database; dataDir: string };
beforeAll(async () => {
  if (!url) return;
  one = await build({ env });
  const rows = (await one.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const same = new URL(url);
  same.pathname = `/${rows.rows[0]?.name}`;
  const database = await openDatabase({ databaseUrl: same.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-other-'));
  const config = loadConfig({}, { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, webDist: FIXTURE_WEB_DIST });
  await app.ready();
  other = { app, database, dataDir };
});
afterAll(async () => {
  if (!url) return;
  await other.app.close();
  await other.database.close();
  rmSync(other.dataDir, { recursive: true, force: true });
  await one.close();
});

describe.runIf(url)('two server processes', () => {
  it('show an answer on one process right after it was submitted on the other', async () => {
    const [q] = await one.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .limit(1);
    if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
    const headers = await authHeader(one.app, await createUser(one.database.db));
    const page = () => other.app.inject({ method: 'GET', url: `/api/questions/${q.number}`, headers });
    // The other process reads (and caches) the question and the learner's progress first.
    expect((await page()).json().answer).toBeNull();
    const attempt = await one.app.inject({
      method: 'POST',
      url: `/api/questions/${q.number}/attempts`,
      headers,
      payload: { answer: q.answer.correct, seconds: 30 },
    });
    expect(attempt.statusCode).toBe(200);
    await expect
      .poll(async () => (await page()).json().answer, { timeout: 3_000, interval: 50 })
      .toEqual(q.answer);
    expect((await page()).json().solved).toBe(true);
    // The question's new rating too, on both: the submitting process brings its own cached copy up
    // to date, the other forgets its copy.
    const [row] = await one.database.db.select().from(questions).where(eq(questions.id, q.id));
    const rating = Math.round(row?.difficultyRating ?? 0);
    expect(rating).not.toBe(Math.round(q.difficultyRating));
    expect((await page()).json().difficultyRating).toBe(rating);
    const onOne = await one.app.inject({ method: 'GET', url: `/api/questions/${q.number}`, headers });
    expect(onOne.json().difficultyRating).toBe(rating);
  });

  it('show the new rating of a learner on the other process after an attempt on one (attempt.recorded)', async () => {
    const [q] = await one.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .offset(1)
      .limit(1);
    if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
    const headers = await authHeader(one.app, await createUser(one.database.db));
    const profile = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/profile', headers })).json().practiceRating;
    const before = await profile(other.app); // the other process now holds the session user
    await one.app.inject({
      method: 'POST',
      url: `/api/questions/${q.number}/attempts`,
      headers,
      payload: { answer: q.answer.correct, seconds: 20 },
    });
    const after = await profile(one.app);
    expect(after).not.toBe(before);
    await expect.poll(() => profile(other.app), { timeout: 3_000, interval: 50 }).toBe(after);
  });

  it('take a staff role away on both processes at once (user.updated)', async () => {
    const admin = await createUser(one.database.db, { isAdmin: true });
    const manager = await createUser(one.database.db, { isQuestionManager: true });
    const managerHeaders = await authHeader(one.app, manager);
    const list = async () =>
      (await other.app.inject({ method: 'GET', url: '/api/admin/questions', headers: managerHeaders }))
        .statusCode;
    expect(await list()).toBe(200); // cached as a question manager on the other process
    const changed = await one.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${manager.id}/roles`,
      headers: await authHeader(one.app, admin),
      payload: { isQuestionManager: false },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(list, { timeout: 3_000, interval: 50 }).toBe(403);
  });

  it('hold a contest question on both, share a participation, and run each due job once (contests, jobs)', async () => {
    const [q] = await one.database.db
      .select()
      .from(questions)
      .where(sql`status = 'published' and type = 'single' and set_id is null`)
      .orderBy(sql`number desc`)
      .limit(1);
    if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
    const page = () => other.app.inject({ method: 'GET', url: `/api/questions/${q.number}` });
    expect((await page()).statusCode).toBe(200); // cached on the other process
    const staff = await authHeader(one.app, await createUser(one.database.db, { isContestController: true }));
    const created = await one.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: staff,
      payload: {
        title: 'Two-process sprint',
        format: 'sprint',
        scheme: 'none',
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        sections: [{ title: 'A', durationMinutes: 5, questionNumbers: [q.number] }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    await expect.poll(async () => (await page()).statusCode, { timeout: 3_000, interval: 50 }).toBe(404);

    // Registered on one, entered on the other, answered on the first.
    const learner = await authHeader(one.app, await createUser(one.database.db));
    await one.app.inject({ method: 'POST', url: `/api/contests/${id}/register`, headers: learner });
    await one.database.db.execute(
      sql`update contests set starts_at = now() - interval '1 second' where id = ${id}`,
    );
    const entered = await other.app.inject({
      method: 'POST',
      url: `/api/contests/${id}/participations`,
      headers: learner,
    });
    const pid = entered.json().participationId as string;
    const answered = await one.app.inject({
      method: 'PUT',
      url: `/api/participations/${pid}/answers/1`,
      headers: learner,
      payload: { answer: q.answer.correct },
    });
    expect(answered.json()).toEqual({ correct: true, points: 1 });

    // Its time runs out: both processes look for due jobs at once; each job runs in one of them.
    await one.database.db.execute(
      sql`update contests set starts_at = now() - interval '6 minutes' where id = ${id}`,
    );
    await one.database.db.execute(
      sql`update participations set started_at = now() - interval '6 minutes', ends_at = now() - interval '1 minute' where id = ${pid}`,
    );
    await one.database.db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where key in (${`contest.end:${id}`}, ${`participation.close:${pid}`})`,
    );
    const [a, b] = await Promise.all([runDueJobs(one.database.db), runDueJobs(other.database.db)]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    const ran = (await one.database.db.execute(
      sql`select key, attempts, done_at is not null as done from jobs where key in (${`contest.end:${id}`}, ${`participation.close:${pid}`})`,
    )) as unknown as { rows: { key: string; attempts: number; done: boolean }[] };
    expect(ran.rows.map((r) => [r.attempts, r.done])).toEqual([
      [1, true],
      [1, true],
    ]);
    // The question is back in practice on both processes, and the result is there.
    await expect.poll(async () => (await page()).statusCode, { timeout: 3_000, interval: 50 }).toBe(200);
    const result = await other.app.inject({
      method: 'GET',
      url: `/api/participations/${pid}/result`,
      headers: learner,
    });
    expect(result.json()).toMatchObject({ score: 1, rank: 1, participants: 1 });
  });
});
