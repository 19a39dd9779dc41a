import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  participationSchema,
  participationStartSchema,
  type QuestionAnswer,
  sprintAnswerResultSchema,
} from '@preparena/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contests,
  participationAnswers,
  participations,
} from '../../src/modules/contests/contests.tables.js';
import { jobs } from '../../src/modules/jobs/jobs.tables.js';
import { questions } from '../../src/modules/practice/practice.tables.js';
import { authHeader, createUser } from '../factories.js';
import { build, type TestApp } from '../helpers.js';

// A server process killed with SIGKILL in the middle of a live sprint, then started again on the same
// PostgreSQL database: what it acknowledged is kept, and the contest clock never stopped.
const url = process.env.TEST_DATABASE_URL;
const JWT_SECRET = 'contest-crash-secret-'.repeat(3);
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = path.join(root, 'apps/server/dist/server.js');
const PEOPLE = 8;
const QUESTIONS = 6;
/** The kill comes as this many answers have been acknowledged; most of the rest are still in flight. */
const KILL_AFTER = 6;

interface Child {
  process: ChildProcess;
  base: string;
  exited: Promise<void>;
}
type Headers = { authorization: string };

const children = new Set<ChildProcess>();
const dataDirs: string[] = [];
let t: TestApp;
let databaseUrl: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The production build as a child process on this file's database, once /api/health answers. */
async function startServer(): Promise<Child> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-crash-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      JOB_POLL_MS: '200',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { process: child, base, exited };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within 90 s: ${output}`);
}

async function call(base: string, method: string, route: string, headers: object, body?: object) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

const view = async (base: string, pid: string, headers: Headers) => {
  const res = await call(base, 'GET', `/api/participations/${pid}`, headers);
  expect(res.status).toBe(200);
  return participationSchema.parse(res.json);
};

describe.runIf(url)('a server killed during a live sprint', () => {
  beforeAll(async () => {
    // Rebuilds only when the sources are newer than the build.
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`build failed: ${built.stdout}${built.stderr}`);
    t = await build({ env: { JWT_SECRET } });
    const rows = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const same = new URL(url as string);
    same.pathname = `/${rows.rows[0]?.name}`;
    databaseUrl = same.toString();
  }, 300_000);

  afterAll(async () => {
    const running = [...children];
    for (const child of running) child.kill('SIGKILL');
    await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await t?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every acknowledged answer, and the clock runs on while it is down', async () => {
    const db = t.database.db;
    const first = await startServer();
    const picked = (await db
      .select({ number: questions.number, answer: questions.answer, options: questions.options })
      .from(questions)
      .where(and(eq(questions.status, 'published'), eq(questions.type, 'single'), isNull(questions.setId)))
      .orderBy(sql`${questions.number} desc`)
      .limit(QUESTIONS)) as { number: number; answer: QuestionAnswer; options: unknown[] }[];
    const right = (q: (typeof picked)[number]) => (q.answer.kind === 'choice' ? q.answer.correct : [0]);

    // A live sprint on the child, created, registered for and entered through its API.
    const staff = await authHeader(t.app, await createUser(db, { isContestController: true }));
    const created = await call(first.base, 'POST', '/api/admin/contests', staff, {
      title: 'Crash sprint',
      format: 'sprint',
      scheme: 'cat',
      startsAt: new Date(Date.now() + 60_000).toISOString(),
      sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: picked.map((q) => q.number) }],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const contestId = (created.json as { id: string }).id;
    const people: { headers: Headers; pid: string }[] = [];
    const learners = await Promise.all(
      Array.from({ length: PEOPLE }, async () => authHeader(t.app, await createUser(db))),
    );
    for (const headers of learners) {
      expect((await call(first.base, 'POST', `/api/contests/${contestId}/register`, headers)).status).toBe(
        200,
      );
    }
    await db
      .update(contests)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(contests.id, contestId));
    for (const headers of learners) {
      const entered = await call(first.base, 'POST', `/api/contests/${contestId}/participations`, headers);
      expect(entered.status).toBe(201);
      people.push({ headers, pid: participationStartSchema.parse(entered.json).participationId });
    }
    const watched = people[0] as { headers: Headers; pid: string };
    const before = await view(first.base, watched.pid, watched.headers);
    expect(before.status).toBe('open');

    // Every learner answers every question at once; the server dies as the first few are acknowledged.
    const answers = people.flatMap((person) =>
      picked.map((q, i) => ({
        person,
        n: i + 1,
        answer: (person.pid.charCodeAt(0) + i) % 2 ? right(q) : [((right(q)[0] ?? 0) + 1) % q.options.length],
        status: 0,
        result: null as { correct: boolean; points: number } | null,
        error: '',
      })),
    );
    let acknowledged = 0;
    let killedAt = 0;
    await Promise.all(
      answers.map(async (a) => {
        try {
          const res = await call(
            first.base,
            'PUT',
            `/api/participations/${a.person.pid}/answers/${a.n}`,
            a.person.headers,
            { answer: a.answer, seconds: 9 },
          );
          a.status = res.status;
          if (res.status !== 200) return;
          a.result = sprintAnswerResultSchema.parse(res.json);
          if (++acknowledged === KILL_AFTER) {
            first.process.kill('SIGKILL');
            killedAt = Date.now();
          }
        } catch (error) {
          a.error = error instanceof Error ? error.message : String(error);
        }
      }),
    );
    await first.exited;
    expect(killedAt).toBeGreaterThan(0);
    const acked = answers.filter((a) => a.result !== null);
    const cut = answers.filter((a) => a.error !== '');
    // Nothing but acknowledgements and connections cut by the kill; and the kill did cut some.
    expect(answers.filter((a) => a.result === null && a.error === '')).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(cut.length).toBeGreaterThan(0);

    // Down for a while, then a new process on the same database.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const second = await startServer();
    const downtime = Date.now() - killedAt;

    const after = await view(second.base, watched.pid, watched.headers);
    expect(after.status).toBe('open');
    expect(after.endsAt).toBe(before.endsAt);
    const moved = Date.parse(after.serverNow) - Date.parse(before.serverNow);
    expect(moved).toBeGreaterThanOrEqual(downtime);
    const remaining = (v: typeof before) => Date.parse(v.endsAt) - Date.parse(v.serverNow);
    expect(remaining(before) - remaining(after)).toBeGreaterThanOrEqual(downtime);

    // Every acknowledged answer is in its participation, with the verdict it was given.
    for (const person of people) {
      const arena = await view(second.base, person.pid, person.headers);
      for (const a of acked.filter((x) => x.person === person)) {
        const q = arena.questions.find((x) => x.number === a.n);
        expect(q?.saved, `answer ${a.n} of ${person.pid}`).toEqual(a.answer);
        expect(q?.verdict).toEqual(a.result);
      }
    }

    // The time is up (moved back in the database): the restarted process's close jobs finish every
    // participation, nothing reading it first, and score what was stored.
    const pids = people.map((p) => p.pid);
    await db
      .update(participations)
      .set({
        startedAt: sql`${participations.startedAt} - interval '31 minutes'`,
        endsAt: sql`${participations.endsAt} - interval '31 minutes'`,
      })
      .where(inArray(participations.id, pids));
    const closeKeys = pids.map((pid) => `participation.close:${pid}`);
    await db.update(jobs).set({ runAt: sql`now()` }).where(inArray(jobs.key, closeKeys));
    await expect
      .poll(async () => db.$count(jobs, and(inArray(jobs.key, closeKeys), sql`${jobs.doneAt} is not null`)), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(PEOPLE);
    const finished = await db.select().from(participations).where(inArray(participations.id, pids));
    const stored = await db
      .select()
      .from(participationAnswers)
      .where(inArray(participationAnswers.participationId, pids));
    for (const p of finished) {
      const mine = stored.filter((a) => a.participationId === p.id);
      expect(p.status).toBe('finished');
      expect(p.finishedAt?.getTime()).toBe(p.endsAt.getTime());
      expect(p.correct).toBe(mine.filter((a) => a.correct === true).length);
      expect(p.wrong).toBe(mine.filter((a) => a.correct === false).length);
      expect(p.score).toBeCloseTo(
        mine.reduce((sum, a) => sum + a.points, 0),
        5,
      );
      // Its acknowledged answers are among those counted.
      const numbers = new Set(mine.map((a) => a.number));
      for (const a of acked.filter((x) => x.person.pid === p.id)) expect(numbers.has(a.n)).toBe(true);
    }
    expect(finished.reduce((sum, p) => sum + p.correct + p.wrong, 0)).toBeGreaterThanOrEqual(acked.length);
  }, 180_000);
});
