import {
  leaderboardSchema,
  participationSchema,
  publicProfileSchema,
  publicUserSchema,
  type QuestionAnswer,
  topRatedSchema,
} from '@preparena/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { runDueJobs } from '../jobs/index.js';
import { jobs } from '../jobs/jobs.tables.js';
import { outboxMails } from '../mail/mail.tables.js';
import { questions } from '../practice/practice.tables.js';
import { type UserRow, updateUser } from '../users/index.js';
import { contestRatings, contests, participations } from './contests.tables.js';
import { seedPastDemoSprints } from './demo-contests.seed.js';

// Issue 14 on one process: boards (live, hidden, final), the rating run, virtual runs, reminders,
// public profiles and the top-rated table. Cross-process behaviour is in test/api/contest-processes.

let t: TestApp;
let admin: Record<string, string>;
let bank: { number: number; answer: QuestionAnswer; options: unknown[] }[];
let used = 0;
beforeAll(async () => {
  t = await build();
  admin = await authHeader(t.app, await createUser(t.database.db, { isContestController: true }));
  bank = (await t.database.db
    .select({ number: questions.number, answer: questions.answer, options: questions.options })
    .from(questions)
    .where(and(eq(questions.status, 'published'), eq(questions.type, 'single'), isNull(questions.setId)))
    .orderBy(sql`${questions.number} desc`)
    .limit(40)) as typeof bank;
});
afterAll(async () => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const take = (n: number) => {
  const picked = bank.slice(used, used + n);
  used += n;
  return picked;
};
const right = (q: (typeof bank)[number]) => (q.answer.kind === 'choice' ? q.answer.correct : []);
const wrong = (q: (typeof bank)[number]) => [((right(q)[0] ?? 0) + 1) % q.options.length];

async function learner(overrides: Partial<UserRow> = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, headers: await authHeader(t.app, user) };
}

/** A scheduled contest that started a second ago, with `users` registered. */
async function liveContest(
  format: 'sprint' | 'mock',
  qs: typeof bank,
  users: { headers: object }[],
  extra = {},
) {
  const res = await inject('POST', '/api/admin/contests', admin, {
    title: `Board ${format}`,
    scheme: format === 'sprint' ? 'cat' : 'ssc-cgl',
    format,
    startsAt: new Date(Date.now() + 60_000).toISOString(),
    sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: qs.map((q) => q.number) }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  for (const u of users) await inject('POST', `/api/contests/${id}/register`, u.headers);
  await t.database.db
    .update(contests)
    .set({ startsAt: new Date(Date.now() - 1000) })
    .where(eq(contests.id, id));
  return id;
}

async function enter(id: string, headers: object) {
  const res = await inject('POST', `/api/contests/${id}/participations`, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().participationId as string;
}

/** Contest questions are numbered 1… in the order they were given: `n` is that number. */
const answer = (pid: string, n: number, headers: object, given: number[]) =>
  inject('PUT', `/api/participations/${pid}/answers/${n}`, headers, { answer: given, seconds: 20 });

/** The contest's end passes: its end job (and the rating job it plans) run. */
async function endNow(id: string) {
  await t.database.db
    .update(contests)
    .set({ startsAt: sql`now() - interval '31 minutes'` })
    .where(eq(contests.id, id));
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.key, `contest.end:${id}`));
  await runDueJobs(t.database.db);
}

const board = async (id: string, query = '', headers = {}) => {
  const res = await inject('GET', `/api/contests/${id}/leaderboard${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return leaderboardSchema.parse(res.json());
};

describe('a sprint board', () => {
  it('ranks live by score then time, shows per-question cells, and after the end carries rating changes', async () => {
    const qs = take(3);
    const [a, b, c, idle] = [await learner(), await learner(), await learner(), await learner()];
    const id = await liveContest('sprint', qs, [a, b, c, idle]);
    const [pa, pb, pc] = [await enter(id, a.headers), await enter(id, b.headers), await enter(id, c.headers)];
    await enter(id, idle.headers);
    const [q1, q2] = qs as [(typeof bank)[number], (typeof bank)[number]];
    expect((await answer(pb, 1, b.headers, right(q1))).statusCode).toBe(200);
    expect((await answer(pa, 1, a.headers, right(q1))).statusCode).toBe(200);
    expect((await answer(pa, 2, a.headers, right(q2))).statusCode).toBe(200);
    expect((await answer(pc, 1, c.headers, wrong(q1))).statusCode).toBe(200);

    const live = await board(id, '', b.headers);
    expect(live.phase).toBe('live');
    expect(live.participants).toBe(4);
    expect(live.rows.map((r) => [r.rank, r.username])).toEqual([
      [1, a.user.username],
      [2, b.user.username],
      [3, idle.user.username],
      [4, c.user.username],
    ]);
    expect(live.me).toEqual({ rank: 2, page: 1 });
    const rowA = live.rows[0];
    expect(rowA?.cells).toEqual([
      { number: 1, solved: true, minute: 0, wrongTries: 0 },
      { number: 2, solved: true, minute: 0, wrongTries: 0 },
    ]);
    expect(live.rows[3]?.cells).toEqual([{ number: 1, solved: false, minute: 0, wrongTries: 1 }]);
    // Rated: those who submitted; the one who never answered is not.
    expect(
      live.rows
        .filter((r) => r.rated)
        .map((r) => r.username)
        .sort(),
    ).toEqual([a, b, c].map((u) => u.user.username).sort());
    expect((await board(id, '?view=rated')).total).toBe(3);
    // Without an event-stream Accept header the stream answers the standings once, as JSON.
    const once = await inject('GET', `/api/contests/${id}/leaderboard/stream`);
    expect(once.json().rows.map((r: { username: string }) => r.username)).toEqual(
      live.rows.map((r) => r.username),
    );
    // No answers and no user ids on a board.
    expect(JSON.stringify(live)).not.toContain(a.user.id);
    expect(JSON.stringify(live)).not.toContain('"answer"');

    await endNow(id);
    const final = await board(id);
    expect(final.phase).toBe('final');
    expect(final.ratingsApplied).toBe(true);
    const [first, second, , last] = final.rows;
    expect(first?.ratingBefore).toBe(1400);
    expect((first?.ratingAfter ?? 0) - 1400).toBeGreaterThan(0);
    expect((last?.ratingAfter ?? 0) - 1400).toBeLessThan(0);
    expect((first?.ratingAfter ?? 0) - 1400).toBeGreaterThanOrEqual((second?.ratingAfter ?? 0) - 1400);
    expect(final.rows[2]?.ratingBefore).toBeUndefined();

    // The profile carries the new rating, provisional until 3 rated contests.
    const profile = publicUserSchema.parse((await inject('GET', '/api/profile', a.headers)).json());
    expect(profile.contestRating).toBe(first?.ratingAfter);
    expect(profile.contestsRated).toBe(1);
    expect(profile.contestRatingProvisional).toBe(true);
    const publicView = publicProfileSchema.parse(
      (await inject('GET', `/api/users/${a.user.username}`)).json(),
    );
    expect(publicView.contestHistory).toEqual([
      expect.objectContaining({
        contestId: id,
        rank: 1,
        participants: 3,
        ratingBefore: 1400,
        ratingAfter: first?.ratingAfter,
      }),
    ]);
    expect(JSON.stringify(publicView)).not.toContain(a.user.email);
    expect((await inject('GET', '/api/users/nobody_here_at_all')).statusCode).toBe(404);

    // A second run (a retried job, another process) changes nothing.
    await t.database.db
      .update(jobs)
      .set({ doneAt: null, runAt: sql`now()` })
      .where(eq(jobs.key, `contest.rate:${id}`));
    await runDueJobs(t.database.db);
    const again = publicUserSchema.parse((await inject('GET', '/api/profile', a.headers)).json());
    expect(again).toMatchObject({ contestsRated: 1, contestRating: profile.contestRating });
    expect(await t.database.db.$count(contestRatings, eq(contestRatings.contestId, id))).toBe(3);
  });

  it('pages 50 rows at a time and finds the caller on a later page', async () => {
    const qs = take(1);
    const q = qs[0] as (typeof bank)[number];
    const people = await Promise.all(Array.from({ length: 53 }, () => learner()));
    const id = await liveContest('sprint', qs, people);
    for (const [i, p] of people.entries()) {
      const pid = await enter(id, p.headers);
      if (i < 52) await answer(pid, 1, p.headers, right(q));
    }
    const page1 = await board(id, '', people[52]?.headers);
    expect(page1.rows).toHaveLength(50);
    expect(page1.total).toBe(53);
    expect(page1.me).toEqual({ rank: 53, page: 2 });
    const page2 = await board(id, '?page=2');
    expect(page2.rows.map((r) => r.username)).toContain(people[52]?.user.username);
    expect((await board(id, '?page=9')).rows).toEqual([]);
    expect((await inject('GET', `/api/contests/${id}/leaderboard?page=0`)).statusCode).toBe(400);
  });
});

describe('a mock board', () => {
  it('shows only how many are taking part while it runs, then section scores', async () => {
    const qs = take(2);
    const a = await learner();
    const id = await liveContest('mock', qs, [a], { rated: false });
    const pid = await enter(id, a.headers);
    const q = qs[0] as (typeof bank)[number];
    await answer(pid, 1, a.headers, right(q));
    const live = await board(id);
    expect(live).toMatchObject({ phase: 'hidden', participants: 1, rows: [], total: 0 });
    await endNow(id);
    const final = await board(id);
    expect(final.phase).toBe('final');
    expect(final.rows[0]).toMatchObject({ username: a.user.username, rank: 1, sections: [2], rated: false });
    expect(final.ratingsApplied).toBe(false);
  });
});

describe('virtual participation', () => {
  it('is refused before the end, then runs privately with a simulated rank and is never rated', async () => {
    const qs = take(2);
    const [q1, q2] = qs as [(typeof bank)[number], (typeof bank)[number]];
    const [a, b] = [await learner(), await learner()];
    const id = await liveContest('sprint', qs, [a, b]);
    const pa = await enter(id, a.headers);
    const pb = await enter(id, b.headers);
    await answer(pa, 1, a.headers, right(q1));
    await answer(pa, 2, a.headers, right(q2));
    await answer(pb, 1, b.headers, wrong(q1));
    const v = await learner();
    const early = await inject('POST', `/api/contests/${id}/virtual`, v.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONTEST_NOT_ENDED');
    await endNow(id);
    const before = (await t.database.db.select().from(contestRatings).where(eq(contestRatings.contestId, id)))
      .length;

    expect((await inject('POST', `/api/contests/${id}/virtual`)).statusCode).toBe(401);
    const start = await inject('POST', `/api/contests/${id}/virtual`, v.headers);
    expect(start.statusCode).toBe(201);
    const vid = start.json().participationId as string;
    expect((await inject('POST', `/api/contests/${id}/virtual`, v.headers)).json().participationId).toBe(vid);
    const view = participationSchema.parse(
      (await inject('GET', `/api/participations/${vid}`, v.headers)).json(),
    );
    expect(view).toMatchObject({ virtual: true, status: 'open' });
    // Ten minutes into the run the live field had answered everything (in its first seconds): one
    // right answer places the virtual run second, behind two right answers and ahead of a wrong one.
    await t.database.db
      .update(participations)
      .set({
        startedAt: sql`started_at - interval '10 minutes'`,
        endsAt: sql`ends_at - interval '10 minutes'`,
      })
      .where(eq(participations.id, vid));
    const r1 = await answer(vid, 1, v.headers, right(q1));
    expect(r1.json()).toMatchObject({ correct: true, simulatedRank: 2 });
    // Someone who took part live may run it virtually too.
    const again = await inject('POST', `/api/contests/${id}/virtual`, a.headers);
    expect(again.statusCode).toBe(201);
    await inject('POST', `/api/participations/${vid}/finish`, v.headers);

    const virtualBoard = await board(id, '?view=virtual', v.headers);
    expect(virtualBoard.rows).toEqual([
      expect.objectContaining({ username: v.user.username, virtual: true, rated: false, rank: 2 }),
    ]);
    expect((await board(id)).rows.map((r) => r.username)).not.toContain(v.user.username);
    // Ratings stay as the rating run left them; the virtual run is not rated.
    await runDueJobs(t.database.db);
    expect(
      (await t.database.db.select().from(contestRatings).where(eq(contestRatings.contestId, id))).length,
    ).toBe(before);
    expect(
      publicUserSchema.parse((await inject('GET', '/api/profile', v.headers)).json()).contestsRated,
    ).toBe(0);
    // The result ranks it against the live field only.
    const result = await inject('GET', `/api/participations/${vid}/result`, v.headers);
    expect(result.json()).toMatchObject({ rank: 2, participants: 2 });
  });
});

describe('reminders', () => {
  it('mail each registrant once 30 minutes before the start, with a working opt-out link', async () => {
    const qs = take(1);
    const [a, b, out] = [await learner(), await learner(), await learner({ contestReminders: false })];
    const startsAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const res = await inject('POST', '/api/admin/contests', admin, {
      title: 'Reminder Sprint',
      scheme: 'cat',
      format: 'sprint',
      startsAt,
      sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: qs.map((q) => q.number) }],
    });
    const id = res.json().id as string;
    for (const u of [a, b, out]) await inject('POST', `/api/contests/${id}/register`, u.headers);
    await runDueJobs(t.database.db);
    const mails = async (to: string) =>
      t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.to, to), eq(outboxMails.kind, 'contest_reminder')));
    expect(await mails(a.user.email)).toHaveLength(1);
    expect(await mails(b.user.email)).toHaveLength(1);
    expect(await mails(out.user.email)).toHaveLength(0);
    const [mail] = await mails(a.user.email);
    expect(mail?.subject).toBe('Starts in 30 minutes: Reminder Sprint');
    expect(mail?.text).toContain(`/compete/${id}`);
    // Run again: nobody gets a second one.
    await t.database.db
      .update(jobs)
      .set({ doneAt: null, runAt: sql`now()` })
      .where(eq(jobs.key, `contest.remind:${id}`));
    await runDueJobs(t.database.db);
    expect(await mails(a.user.email)).toHaveLength(1);

    const link = new URL(/https?:\/\/\S+unsubscribe\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    const bad = await inject('GET', `${link.pathname}?u=${a.user.id}&t=${'0'.repeat(64)}`);
    expect(bad.statusCode).toBe(400);
    const page = await inject('GET', `${link.pathname}${link.search}`, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Contest reminders are off');
    expect(
      publicUserSchema.parse((await inject('GET', '/api/profile', a.headers)).json()).contestReminders,
    ).toBe(false);
    // Turned back on from the profile.
    await inject('PUT', '/api/profile', a.headers, { contestReminders: true });
    expect(
      publicUserSchema.parse((await inject('GET', '/api/profile', a.headers)).json()).contestReminders,
    ).toBe(true);
  });
});

describe('demo data', () => {
  it('seeds three past sprints sat by the demo learners, scored and rated by the same code', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => learner()));
    const ids = people.map((p) => p.user.id);
    expect(await seedPastDemoSprints(t.database.db, ids)).toBe(3);
    expect(await seedPastDemoSprints(t.database.db, ids)).toBe(0);
    const past = await t.database.db
      .select()
      .from(contests)
      .where(sql`${contests.seedKey} like 'demo:past-sprint-%'`);
    expect(past).toHaveLength(3);
    for (const c of past) {
      expect(c.ratedAt).not.toBeNull();
      const final = await board(c.id);
      expect(final.phase).toBe('final');
      expect(final.rows.length).toBeGreaterThan(0);
      expect(final.rows.every((r) => r.ratingAfter !== undefined)).toBe(true);
    }
    const history = publicProfileSchema.parse(
      (await inject('GET', `/api/users/${people[0]?.user.username}`)).json(),
    ).contestHistory;
    expect(history.map((h) => h.endedAt)).toEqual([...history.map((h) => h.endedAt)].sort());
  });
});

describe('the top-rated table', () => {
  it('lists the ten best past the provisional stage', async () => {
    const strong = await learner();
    await updateUser(t.database.db, strong.user.id, { contestRating: 2450, contestsRated: 5 });
    const provisional = await learner();
    await updateUser(t.database.db, provisional.user.id, { contestRating: 2990, contestsRated: 2 });
    const top = topRatedSchema.parse((await inject('GET', '/api/ratings/top?kind=contest')).json());
    expect(top.rows[0]).toMatchObject({ rank: 1, username: strong.user.username, rating: 2450, count: 5 });
    expect(top.rows.map((r) => r.username)).not.toContain(provisional.user.username);
  });
});
