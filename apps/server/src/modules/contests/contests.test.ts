import {
  contestDetailSchema,
  contestListSchema,
  type LocalisedText,
  localise,
  participationResultSchema,
  participationSchema,
  type QuestionAnswer,
  richTextKey,
} from '@preparena/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { runDueJobs } from '../jobs/index.js';
import { jobs } from '../jobs/jobs.tables.js';
import { questions } from '../practice/practice.tables.js';
import type { UserRow } from '../users/index.js';
import { seedDemoContests } from './contests.seed.js';
import { contests, participationAnswers, participations } from './contests.tables.js';

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
    .orderBy(questions.number)
    .limit(60)) as typeof bank;
});
afterAll(async () => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
/** Fresh bank questions for each contest (a question sits in one contest at a time). */
const take = (n: number) => {
  const picked = bank.slice(used, used + n);
  used += n;
  return picked;
};
const right = (q: (typeof bank)[number]) => (q.answer.kind === 'choice' ? q.answer.correct : []);
const wrong = (q: (typeof bank)[number]) => [((right(q)[0] ?? 0) + 1) % q.options.length];

async function newContest(body: Record<string, unknown>) {
  const res = await inject('POST', '/api/admin/contests', admin, {
    title: 'Weekly Sprint',
    scheme: 'cat',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function learner(): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const user = await createUser(t.database.db);
  return { user, headers: await authHeader(t.app, user) };
}

/** Moves a participation (and its close job) back in time, as if `seconds` had passed. */
async function age(pid: string, seconds: number) {
  await t.database.db
    .update(participations)
    .set({
      startedAt: sql`started_at - make_interval(secs => ${seconds})`,
      endsAt: sql`ends_at - make_interval(secs => ${seconds})`,
    })
    .where(eq(participations.id, pid));
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`run_at - make_interval(secs => ${seconds})` })
    .where(eq(jobs.key, `participation.close:${pid}`));
}

describe('a live sprint', () => {
  it('holds its questions out of practice, takes registered users, gives verdicts once and ranks at the end', async () => {
    const qs = take(3);
    const before = (await inject('GET', '/api/questions')).json().total as number;
    const startsAt = new Date(Date.now() + 60_000).toISOString();
    const id = await newContest({
      format: 'sprint',
      startsAt,
      sections: [{ title: 'Quant', durationMinutes: 30, questionNumbers: qs.map((q) => q.number) }],
    });
    // Held: not a practice question while the contest is on.
    const n = qs[0]?.number as number;
    const a = await learner();
    expect((await inject('GET', `/api/questions/${n}`)).statusCode).toBe(404);
    expect((await inject('POST', `/api/questions/${n}/reveal`, a.headers)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/questions/${n}/attempts`, a.headers, { answer: [0], seconds: 10 }))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/questions')).json().total).toBe(before - 3);

    // Upcoming: register, unregister, register again; listed with the caller's registration.
    expect((await inject('POST', `/api/contests/${id}/register`, a.headers)).json()).toEqual({
      registered: true,
      registrants: 1,
    });
    expect((await inject('DELETE', `/api/contests/${id}/register`, a.headers)).json().registered).toBe(false);
    await inject('POST', `/api/contests/${id}/register`, a.headers);
    const upcoming = contestListSchema.parse(
      (await inject('GET', '/api/contests?status=upcoming', a.headers)).json(),
    );
    expect(upcoming.items.find((c) => c.id === id)).toMatchObject({
      registered: true,
      registrants: 1,
      status: 'upcoming',
    });
    const early = await inject('POST', `/api/contests/${id}/participations`, a.headers);
    expect(early.statusCode).toBe(409);

    // It starts.
    await t.database.db
      .update(contests)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(contests.id, id));
    const b = await learner();
    const late = await inject('POST', `/api/contests/${id}/register`, b.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Registration closed when the contest started');
    expect((await inject('DELETE', `/api/contests/${id}/register`, a.headers)).statusCode).toBe(409);
    expect((await inject('POST', `/api/contests/${id}/participations`, b.headers)).json().code).toBe(
      'NOT_REGISTERED',
    );

    const entered = await inject('POST', `/api/contests/${id}/participations`, a.headers);
    expect(entered.statusCode).toBe(201);
    const pid = entered.json().participationId as string;
    const again = await inject('POST', `/api/contests/${id}/participations`, a.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().participationId).toBe(pid);

    const view = await inject('GET', `/api/participations/${pid}`, a.headers);
    const parsed = participationSchema.parse(view.json());
    expect(parsed.questions).toHaveLength(3);
    expect(view.body).not.toMatch(/"(key|solution|answer|correct)"/);
    expect(Date.parse(parsed.endsAt) - Date.parse(parsed.serverNow)).toBeGreaterThan(29 * 60_000 - 5000);

    // One answer per question, with its verdict; CAT marks +3 / −1.
    const q1 = qs[0] as (typeof qs)[number];
    const q2 = qs[1] as (typeof qs)[number];
    const put = (num: number, answer: unknown, headers = a.headers) =>
      inject('PUT', `/api/participations/${pid}/answers/${num}`, headers, { answer });
    expect((await put(1, right(q1))).json()).toEqual({ correct: true, points: 3 });
    const twice = await put(1, wrong(q1));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Sprint answers are final: this question has been answered');
    expect((await put(2, wrong(q2))).json()).toEqual({ correct: false, points: -1 });
    expect((await put(3, [0], b.headers)).statusCode).toBe(404);
    expect((await put(4, [0])).statusCode).toBe(404);
    const reloaded = participationSchema.parse(
      (await inject('GET', `/api/participations/${pid}`, a.headers)).json(),
    );
    expect(reloaded.questions[0]?.verdict).toEqual({ correct: true, points: 3 });
    expect(reloaded.questions[0]?.saved).toEqual(right(q1));

    // Results wait for the contest's end; the details hide the questions until then.
    expect((await inject('POST', `/api/participations/${pid}/finish`, a.headers)).json()).toEqual({
      status: 'finished',
    });
    expect((await inject('GET', `/api/participations/${pid}/result`, a.headers)).json().code).toBe(
      'CONTEST_RUNNING',
    );
    expect(
      contestDetailSchema.parse((await inject('GET', `/api/contests/${id}`, a.headers)).json()).questions,
    ).toBeUndefined();

    // The end job: the questions join practice, the result and solutions appear.
    await t.database.db
      .update(contests)
      .set({ startsAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(contests.id, id));
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, `contest.end:${id}`));
    expect(await runDueJobs(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await inject('GET', `/api/questions/${n}`)).statusCode).toBe(200);
    expect((await inject('GET', '/api/questions')).json().total).toBe(before);
    const detail = contestDetailSchema.parse((await inject('GET', `/api/contests/${id}`, a.headers)).json());
    expect(detail.status).toBe('past');
    expect(detail.questions?.[0]?.key).toEqual(q1.answer);
    // Texts come typeset by the server (issue 15); the solution's HTML only now, after the end.
    const [texts] = await t.database.db
      .select({ statement: questions.statement, solution: questions.solution })
      .from(questions)
      .where(eq(questions.number, q1.number));
    const htmlOf = (rendered: Record<string, string> | undefined, text: unknown) =>
      rendered?.[richTextKey(localise(text as LocalisedText, 'en'), 'lines')];
    expect(htmlOf(parsed.rendered, texts?.statement)).toMatch(/<p>/);
    expect(htmlOf(parsed.rendered, texts?.solution)).toBeUndefined();
    expect(htmlOf(detail.rendered, texts?.solution)).toMatch(/<p>/);
    const result = participationResultSchema.parse(
      (await inject('GET', `/api/participations/${pid}/result`, a.headers)).json(),
    );
    expect(result).toMatchObject({ score: 2, rank: 1, participants: 1, correct: 1, wrong: 1, unanswered: 1 });
    expect(result.accuracy).toBe(0.5);
    expect(result.questions[0]).toMatchObject({ answer: right(q1), correct: true, points: 3 });
    expect(result.questions[2]).toMatchObject({ answer: null, correct: null, points: 0 });
  });
});

describe('an any-time mock', () => {
  it('saves changeable answers without verdicts, closes on time by its job and scores by the scheme', async () => {
    const qs = take(4);
    const id = await newContest({
      title: 'SSC practice mock',
      format: 'mock',
      scheme: 'ssc-cgl',
      startsAt: null,
      sections: [{ title: 'Quant', durationMinutes: 20, questionNumbers: qs.map((q) => q.number) }],
    });
    const a = await learner();
    const started = await inject('POST', `/api/contests/${id}/participations`, a.headers);
    expect(started.statusCode).toBe(201);
    const pid = started.json().participationId as string;
    const put = (num: number, body: object) =>
      inject('PUT', `/api/participations/${pid}/answers/${num}`, a.headers, body);
    const [q1, q2, q3] = qs as [(typeof qs)[0], (typeof qs)[0], (typeof qs)[0]];
    const first = await put(1, { answer: wrong(q1), seconds: 12 });
    expect(first.json()).toEqual({ saved: true });
    expect(first.body).not.toMatch(/correct|points/);
    expect((await put(1, { answer: right(q1), seconds: 30 })).json()).toEqual({ saved: true });
    await put(2, { answer: wrong(q2), markedForReview: true });
    await put(3, { answer: right(q3) });
    await put(3, { answer: null });
    expect((await put(2, { answer: [8] })).json().code).toBe('BAD_ANSWER');
    const view = participationSchema.parse(
      (await inject('GET', `/api/participations/${pid}`, a.headers)).json(),
    );
    expect(view.questions.map((q) => [q.saved ?? null, q.markedForReview ?? false])).toEqual([
      [right(q1), false],
      [wrong(q2), true],
      [null, false],
      [null, false],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/verdict|"key"|solution/);
    // Durable: what was acknowledged is in the database.
    const stored = await t.database.db
      .select()
      .from(participationAnswers)
      .where(eq(participationAnswers.participationId, pid));
    expect(stored.find((r) => r.number === 1)?.answer).toEqual(right(q1));

    // The browser goes away; the time runs out; the close job scores what was saved.
    expect((await inject('GET', `/api/participations/${pid}/result`, a.headers)).json().code).toBe(
      'NOT_FINISHED',
    );
    await age(pid, 21 * 60);
    expect(await runDueJobs(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(participations).where(eq(participations.id, pid));
    expect(row?.status).toBe('finished');
    const late = await put(4, { answer: [0] });
    expect(late.statusCode).toBe(409);
    const result = participationResultSchema.parse(
      (await inject('GET', `/api/participations/${pid}/result`, a.headers)).json(),
    );
    // SSC CGL: +2 right, −0.5 wrong.
    expect(result).toMatchObject({ score: 1.5, correct: 1, wrong: 1, unanswered: 2, maxScore: 8 });
    expect(result.sections[0]).toMatchObject({ title: 'Quant', score: 1.5, percentile: 100 });
    expect(result.questions[0]?.seconds).toBe(30);
    expect(result.questions[0]?.key).toEqual(q1.answer);
    // Any-time tests keep their questions out of practice; a new attempt starts a new participation.
    expect((await inject('GET', `/api/questions/${q1.number}`)).statusCode).toBe(404);
    const second = await inject('POST', `/api/contests/${id}/participations`, a.headers);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().participationId).not.toBe(pid);
    const tests = contestListSchema.parse(
      (await inject('GET', '/api/contests?schedule=anytime', a.headers)).json(),
    );
    const listed = tests.items.find((c) => c.id === id);
    expect(listed, JSON.stringify(tests.items.map((c) => [c.id, c.participation]))).toBeDefined();
    expect(listed?.participation?.status, JSON.stringify(listed)).toBe('open');
  });

  it('opens CAT-style sections one after another and closes each on its own clock', async () => {
    const qs = take(3);
    const id = await newContest({
      title: 'Sectional CAT',
      format: 'mock',
      scheme: 'cat',
      startsAt: null,
      sectionsInOrder: true,
      sections: [
        { title: 'VARC', durationMinutes: 2, questionNumbers: [qs[0]?.number] },
        { title: 'DILR', durationMinutes: 2, questionNumbers: [qs[1]?.number] },
        { title: 'QA', durationMinutes: 2, questionNumbers: [qs[2]?.number] },
      ],
    });
    const a = await learner();
    const pid = (await inject('POST', `/api/contests/${id}/participations`, a.headers)).json()
      .participationId;
    const put = (num: number) =>
      inject('PUT', `/api/participations/${pid}/answers/${num}`, a.headers, { answer: [0] });
    expect((await put(1)).statusCode).toBe(200);
    const ahead = await put(2);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe('This section has not started yet');
    await age(pid, 125);
    const back = await put(1);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("This section's time is up: its answers can no longer change");
    expect((await put(2)).statusCode).toBe(200);
    const view = participationSchema.parse(
      (await inject('GET', `/api/participations/${pid}`, a.headers)).json(),
    );
    expect(view.sections.map((s) => s.durationMinutes)).toEqual([2, 2, 2]);
    expect(Date.parse(view.sections[1]?.endsAt ?? '') - Date.parse(view.serverNow)).toBeLessThan(2 * 60_000);
  });
});

describe('admin contests', () => {
  it('keeps sets whole, refuses a question another contest holds, and fixes questions once started', async () => {
    const [setQuestion] = await t.database.db
      .select({ number: questions.number, setId: questions.setId })
      .from(questions)
      .where(and(eq(questions.status, 'published'), sql`set_id is not null`))
      .limit(1);
    const members = await t.database.db
      .select({ number: questions.number })
      .from(questions)
      .where(eq(questions.setId, setQuestion?.setId as string));
    const q = take(1)[0] as (typeof bank)[number];
    const id = await newContest({
      format: 'mock',
      startsAt: null,
      status: 'draft',
      sections: [{ title: 'RC', durationMinutes: 10, questionNumbers: [setQuestion?.number, q.number] }],
    });
    const draft = (await inject('GET', `/api/admin/contests/${id}`, admin)).json();
    expect(draft.status).toBe('draft');
    expect(draft.questionCount).toBe(members.length + 1);
    // A draft holds nothing yet; publishing holds the set and the question.
    expect((await inject('GET', `/api/questions/${q.number}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/contests/${id}`)).statusCode).toBe(404);
    const body = {
      title: 'RC mock',
      format: 'mock',
      scheme: 'cat',
      startsAt: null,
      sections: [{ title: 'RC', durationMinutes: 10, questionNumbers: [setQuestion?.number, q.number] }],
    };
    expect((await inject('PUT', `/api/admin/contests/${id}`, admin, body)).statusCode).toBe(200);
    const held = await t.database.db
      .select({ status: questions.status })
      .from(questions)
      .where(inArray(questions.number, [...members.map((m) => m.number), q.number]));
    expect(held.every((r) => r.status === 'contest')).toBe(true);
    const clash = await inject('POST', '/api/admin/contests', admin, { ...body, title: 'Clash' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('QUESTION_IN_ANOTHER_CONTEST');

    // Someone starts it: the questions are fixed, the title is not.
    const a = await learner();
    await inject('POST', `/api/contests/${id}/participations`, a.headers);
    const other = take(1)[0] as (typeof bank)[number];
    const change = await inject('PUT', `/api/admin/contests/${id}`, admin, {
      ...body,
      sections: [{ title: 'RC', durationMinutes: 10, questionNumbers: [other.number] }],
    });
    expect(change.statusCode).toBe(409);
    const renamed = await inject('PUT', `/api/admin/contests/${id}`, admin, {
      ...body,
      title: 'RC mock (easy)',
    });
    expect(renamed.statusCode).toBe(200);

    // Cancel: the questions go back to practice.
    expect((await inject('DELETE', `/api/admin/contests/${id}`, admin)).statusCode).toBe(204);
    expect((await inject('GET', `/api/questions/${q.number}`)).statusCode).toBe(200);
    const list = (await inject('GET', '/api/admin/contests', admin)).json();
    expect(list.items.find((c: { id: string }) => c.id === id)?.status).toBe('cancelled');
  });

  it('refuses a sprint without a start time and unknown questions with readable messages', async () => {
    const sprint = await inject('POST', '/api/admin/contests', admin, {
      title: 'No time',
      format: 'sprint',
      scheme: 'none',
      startsAt: null,
      sections: [{ title: 'A', durationMinutes: 5, questionNumbers: [1] }],
    });
    expect(sprint.statusCode).toBe(400);
    expect(sprint.json().code).toBe('START_REQUIRED');
    const unknown = await inject('POST', '/api/admin/contests', admin, {
      title: 'Ghost',
      format: 'mock',
      scheme: 'none',
      startsAt: null,
      sections: [{ title: 'A', durationMinutes: 5, questionNumbers: [1_999_999_999] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no question 1999999999');
  });
});

describe('shipped tests and fresh questions', () => {
  it('lists a mock per exam course and sectional tests, all of fresh questions practice never showed', async () => {
    const tests = contestListSchema.parse(
      (await inject('GET', '/api/contests?schedule=anytime&format=mock')).json(),
    );
    const exams = tests.items.map((c) => c.exam);
    for (const exam of ['CAT', 'SSC CGL', 'Bank PO', 'RRB NTPC', 'CUET']) expect(exams).toContain(exam);
    const topic = tests.items.find((c) => c.title === 'Percentages topic test');
    expect(topic).toMatchObject({ exam: null, questionCount: 10, durationMinutes: 15, status: 'live' });
    expect(tests.items.filter((c) => c.title.endsWith('sectional test'))).toHaveLength(4);
    const cat = tests.items.find((c) => c.exam === 'CAT' && c.title === 'CAT full mock test');
    expect(cat?.questionCount).toBe(68);
    const detail = contestDetailSchema.parse((await inject('GET', `/api/contests/${cat?.id}`)).json());
    expect(detail.sectionsInOrder).toBe(true);
    expect(detail.sections.map((s) => [s.durationMinutes, s.questionCount])).toEqual([
      [40, 24],
      [40, 22],
      [40, 22],
    ]);
    const held = await t.database.db
      .select({ seed: questions.seed, status: questions.status })
      .from(questions)
      .where(sql`seed >= 1000000`);
    expect(held.length).toBeGreaterThanOrEqual(68);
    expect(held.every((q) => q.status === 'contest')).toBe(true);
  });

  it('makes fresh variants for staff: drafts with new numbers, refused for topics without generators', async () => {
    const made = await inject('POST', '/api/admin/contests/fresh-questions', admin, {
      topics: ['percentages'],
      count: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    const numbers = made.json().questionNumbers as number[];
    expect(numbers).toHaveLength(3);
    const rows = await t.database.db
      .select({ status: questions.status, seed: questions.seed })
      .from(questions)
      .where(inArray(questions.number, numbers));
    expect(rows.every((r) => r.status === 'draft' && (r.seed ?? 0) >= 1_000_000)).toBe(true);
    expect((await inject('GET', `/api/questions/${numbers[0]}`)).statusCode).toBe(404);
    const none = await inject('POST', '/api/admin/contests/fresh-questions', admin, {
      topics: ['no-such-topic'],
      count: 3,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('no-such-topic');
  });

  it('picks published bank questions by topic and difficulty for staff', async () => {
    const picked = await inject('POST', '/api/admin/contests/bank-questions', admin, {
      topics: ['averages'],
      difficulty: 'easy',
      count: 4,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const numbers = picked.json().questionNumbers as number[];
    expect(numbers).toHaveLength(4);
    const rows = await t.database.db
      .select({ status: questions.status, difficulty: questions.difficulty, setId: questions.setId })
      .from(questions)
      .where(inArray(questions.number, numbers));
    expect(rows.every((r) => r.status === 'published' && r.difficulty === 'easy' && r.setId === null)).toBe(
      true,
    );
    const none = await inject('POST', '/api/admin/contests/bank-questions', admin, {
      topics: ['nothing-here'],
      count: 2,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No published question matches these topics and difficulty');
  });

  it('seeds the demo weekly sprint once, on a Sunday morning India time', async () => {
    expect(await seedDemoContests(t.database.db)).toBe(1);
    expect(await seedDemoContests(t.database.db)).toBe(0);
    const upcoming = contestListSchema.parse(
      (await inject('GET', '/api/contests?status=upcoming&format=sprint')).json(),
    );
    const sprint = upcoming.items.find((c) => c.title === 'Weekly Aptitude Sprint');
    expect(sprint?.questionCount).toBe(15);
    const starts = new Date(sprint?.startsAt ?? '');
    expect([starts.getUTCDay(), starts.getUTCHours(), starts.getUTCMinutes()]).toEqual([0, 5, 0]);
  });
});
