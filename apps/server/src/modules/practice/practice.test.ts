import { gunzipSync } from 'node:zlib';
import {
  attemptResultSchema,
  type LocalisedText,
  localise,
  practiceSummarySchema,
  questionAnalyticsSchema,
  questionDetailSchema,
  questionListSchema,
  questionNeighboursSchema,
  questionRowSchema,
  questionSubmissionsSchema,
  reactionResultSchema,
  reportResultSchema,
  revealResultSchema,
  richTextKey,
  similarQuestionsSchema,
} from '@preparena/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { courses, topics } from '../learn/learn.tables.js';
import { users } from '../users/users.tables.js';
import { questions } from './practice.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
/** The body parsed with the shared schema: a drift between the server and the shared type fails. */
const parsed = <T>(schema: { parse(value: unknown): T }, res: { json(): unknown }): T => {
  const body = res.json();
  const value = schema.parse(body);
  expect(value).toEqual(body);
  return value;
};

async function firstQuestion() {
  const [q] = await t.database.db.select().from(questions).orderBy(questions.number).limit(1);
  if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
  const right = q.answer.correct[0] as number;
  return { q, right, wrong: (right + 1) % q.options.length };
}

describe('the practice table', () => {
  it('paginates published questions without answers or solutions', async () => {
    const res = await get('/api/questions?page=2&sort=number');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(2);
    expect(body.pageSize).toBe(20);
    expect(body.items).toHaveLength(20);
    expect(body.total).toBeGreaterThan(20);
    expect(body.items[0].number).toBeGreaterThan(20);
    expect(res.body).not.toMatch(/"answer"|"solution"|"correct"/);
    expect(body.items[0].status).toBeNull();
    // The JSON is built by hand from cached parts: it must be exactly what the schema describes.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(questionListSchema.strict().parse(body)).toEqual(body);
    for (const item of body.items) expect(questionRowSchema.strict().parse(item)).toEqual(item);
  });

  it('filters by topic, course, difficulty, type, exam and search, and rejects bad filters', async () => {
    const db = t.database.db;
    const published = (...where: SQL[]) =>
      db.$count(questions, and(eq(questions.status, 'published'), ...where));
    const averages = (await db.select().from(topics).where(eq(topics.slug, 'averages')))[0];
    const topic = (await get('/api/questions?topic=averages')).json();
    expect(topic.total).toBe(await published(eq(questions.topicId, averages?.id ?? '')));
    expect(topic.items.every((i: { topic: { slug: string } }) => i.topic.slug === 'averages')).toBe(true);

    const hard = (await get('/api/questions?difficulty=hard&type=numeric')).json();
    expect(hard.total).toBe(await published(eq(questions.difficulty, 'hard'), eq(questions.type, 'numeric')));
    expect(
      hard.items.every(
        (i: { difficulty: string; type: string }) => i.difficulty === 'hard' && i.type === 'numeric',
      ),
    ).toBe(true);

    const exam = (await get('/api/questions?exam=CAT')).json();
    expect(exam.total).toBe(await published(sql`'CAT' = any(${questions.exams})`));

    // A course lists exactly the questions of its topics; quant is a core course with questions.
    const quant = (await get('/api/questions?course=quantitative-aptitude')).json();
    const quantTopics = await db
      .select({ id: topics.id })
      .from(topics)
      .innerJoin(courses, eq(courses.id, topics.homeCourseId))
      .where(eq(courses.slug, 'quantitative-aptitude'));
    expect(quant.total).toBe(
      await published(
        inArray(
          questions.topicId,
          quantTopics.map((x) => x.id),
        ),
      ),
    );
    const combined = (
      await get('/api/questions?course=ssc&difficulty=easy&type=single&exam=SSC%20CGL')
    ).json();
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.total).toBeLessThan(quant.total);
    expect(
      combined.items.every(
        (i: { difficulty: string; type: string }) => i.difficulty === 'easy' && i.type === 'single',
      ),
    ).toBe(true);

    const byNumber = (await get('/api/questions?search=7')).json();
    expect(byNumber.items.map((i: { number: number }) => i.number)).toContain(7);
    expect((await get('/api/questions?difficulty=impossible')).statusCode).toBe(400);
  });

  it('counts solved, attempted and unsolved questions of the signed-in learner within the filters', async () => {
    const headers = await authHeader(t.app, await createUser(t.database.db));
    const list = (await get('/api/questions?topic=percentages&type=single')).json();
    const [a, b] = list.items as { number: number }[];
    // Seen once untouched: the page every learner who touched none of it shares is built now.
    const untouched = (await get('/api/questions?topic=percentages&type=single', headers)).json();
    expect(new Set(untouched.items.map((i: { status: string }) => i.status))).toEqual(new Set(['unsolved']));
    const key = async (n: number) => {
      const [row] = await t.database.db.select().from(questions).where(eq(questions.number, n));
      return row?.answer?.kind === 'choice' ? (row.answer.correct[0] as number) : 0;
    };
    await post(
      `/api/questions/${a?.number}/attempts`,
      { answer: [await key(a?.number ?? 0)], seconds: 20 },
      headers,
    );
    await post(
      `/api/questions/${b?.number}/attempts`,
      { answer: [((await key(b?.number ?? 0)) + 1) % 4], seconds: 20 },
      headers,
    );
    const view = (status: string) =>
      get(`/api/questions?topic=percentages&type=single&status=${status}`, headers);
    const solved = (await view('solved')).json();
    expect(solved.total).toBe(1);
    expect(solved.items.map((i: { number: number }) => i.number)).toEqual([a?.number]);
    const attempted = (await view('attempted')).json();
    expect(attempted.total).toBe(1);
    expect(attempted.items[0].status).toBe('attempted');
    const unsolved = (await view('unsolved')).json();
    expect(unsolved.total).toBe(list.total - 1);
    expect(unsolved.items.some((i: { number: number }) => i.number === a?.number)).toBe(false);
    // The same page without a status filter: this learner's own marks, no one else's.
    const marks = async (h?: Record<string, string>) =>
      (await get('/api/questions?topic=percentages&type=single', h)).json().items as {
        number: number;
        status: string | null;
      }[];
    const mine = await marks(headers);
    expect(mine.find((i) => i.number === a?.number)?.status).toBe('solved');
    expect(mine.find((i) => i.number === b?.number)?.status).toBe('attempted');
    expect(mine.filter((i) => i.status === 'unsolved')).toHaveLength(mine.length - 2);
    const someoneElse = await authHeader(t.app, await createUser(t.database.db));
    expect(new Set((await marks(someoneElse)).map((i) => i.status))).toEqual(new Set(['unsolved']));
    expect(new Set((await marks()).map((i) => i.status))).toEqual(new Set([null]));
  });

  it('opens on topics and shapes interleaved, never the same title twice in a row (issue 12)', async () => {
    const items = (await get('/api/questions')).json().items as {
      number: number;
      title: string;
      topic: { slug: string };
    }[];
    expect(items).toHaveLength(20);
    expect(items.filter((q, i) => i > 0 && q.title === items[i - 1]?.title)).toEqual([]);
    expect(new Set(items.map((q) => q.topic.slug)).size).toBeGreaterThanOrEqual(15);
    // The numbers stay the questions' own: the first page of the default order is not #1-#20.
    expect(items.map((q) => q.number)).not.toEqual(items.map((q) => q.number).sort((a, b) => a - b));
    const byNumber = (await get('/api/questions?sort=number')).json().items as { number: number }[];
    expect(byNumber.map((q) => q.number)).toEqual([...byNumber.map((q) => q.number)].sort((a, b) => a - b));
  });

  it('sorts by number descending', async () => {
    const items = (await get('/api/questions?sort=-number')).json().items as { number: number }[];
    expect(items[0]?.number).toBeGreaterThan(items[1]?.number ?? 0);
  });
});

describe('a question', () => {
  it('hides the answer and solution until the user attempts or reveals', async () => {
    const { q } = await firstQuestion();
    const visitor = (await get(`/api/questions/${q.number}`)).json();
    expect(visitor.answer).toBeNull();
    expect(visitor.solution).toBeNull();
    expect(visitor.options.length).toBeGreaterThanOrEqual(4);
    const user = await authHeader(t.app, await createUser(t.database.db));
    expect((await get(`/api/questions/${q.number}`, user)).json().answer).toBeNull();
    const reveal = await post(`/api/questions/${q.number}/reveal`, {}, user);
    expect(reveal.statusCode).toBe(200);
    expect(parsed(revealResultSchema, reveal)).toMatchObject({ answer: q.answer, solution: q.solution });
    const after = (await get(`/api/questions/${q.number}`, user)).json();
    expect(after.revealed).toBe(true);
    expect(after.solution).toEqual(q.solution);
    // Both pages are built by hand from cached parts: exactly the documented shape, nothing more.
    for (const page of [visitor, after]) {
      expect(questionDetailSchema.strict().parse(page)).toEqual(page);
    }
  });

  it('sends the HTML of what the page shows, typeset on the server, and the solution only when open', async () => {
    const { q } = await firstQuestion();
    const html = (text: unknown, page: { rendered: Record<string, string> }) =>
      page.rendered[richTextKey(localise(text as LocalisedText, 'en'), 'lines')];
    const visitor = (await get(`/api/questions/${q.number}`)).json();
    expect(html(q.statement, visitor)).toMatch(/<p>/);
    for (const option of q.options) expect(html(option, visitor)).toBeDefined();
    expect(html(q.solution, visitor)).toBeUndefined();
    expect(JSON.stringify(visitor.rendered)).not.toContain(
      localise(q.solution as LocalisedText, 'en').slice(0, 40),
    );
    const user = await authHeader(t.app, await createUser(t.database.db));
    const { right, wrong } = await firstQuestion();
    const miss = await post(`/api/questions/${q.number}/attempts`, { answer: [wrong], seconds: 30 }, user);
    expect(html(q.solution, miss.json())).toBeUndefined();
    expect(html(q.solution, (await get(`/api/questions/${q.number}`, user)).json())).toBeUndefined();
    const attempt = await post(`/api/questions/${q.number}/attempts`, { answer: [right], seconds: 30 }, user);
    expect(html(q.solution, attempt.json())).toMatch(/<p>/);
    // The page after the answer: the question's new counters, its texts' HTML kept from before.
    const after = (await get(`/api/questions/${q.number}`, user)).json();
    expect(html(q.solution, after)).toBe(html(q.solution, attempt.json()));
    expect(html(q.statement, after)).toBe(html(q.statement, visitor));
    expect(after.solved).toBe(true);
  });

  it('sends a large question page whole when the browser accepts gzip', async () => {
    const [big] = await t.database.db
      .select({ number: questions.number })
      .from(questions)
      .orderBy(sql`length(${questions.statement}::text) desc`)
      .limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${big?.number}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.number).toBe(big?.number);
    expect(JSON.stringify(body.statement).length).toBeGreaterThan(4_000);
  });

  it('answers 404 for an unknown number and asks visitors to log in to submit', async () => {
    expect((await get('/api/questions/99999999')).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/questions/1/attempts',
      payload: { answer: [0], seconds: 10 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('attempts and the Practice rating', () => {
  it('decides correctness on the server and moves the rating only on the first attempt', async () => {
    const { q, right, wrong } = await firstQuestion();
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    const first = await post(
      `/api/questions/${q.number}/attempts`,
      { answer: [wrong], seconds: 30 },
      headers,
    );
    expect(first.statusCode).toBe(200);
    // A miss keeps the key hidden: the learner may try again or ask for the solution.
    expect(first.json()).toMatchObject({
      correct: false,
      answer: null,
      solution: null,
      provisional: true,
      solvedCount: 0,
    });
    expect(first.json().ratingChange).toBeLessThan(0);
    const second = await post(
      `/api/questions/${q.number}/attempts`,
      { answer: [right], seconds: 30 },
      headers,
    );
    expect(second.json()).toMatchObject({ correct: true, ratingChange: 0, solvedCount: 1, answer: q.answer });
    // The service writes these answers itself: exactly the documented fields, the solution with them.
    for (const res of [first, second]) {
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(attemptResultSchema.shape).sort());
      parsed(attemptResultSchema, res);
    }
    expect(second.json().solution).toEqual(q.solution);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.practiceAttempted).toBe(1);
    expect(row?.practiceSolved).toBe(1);
    const status = (await get(`/api/questions?search=${q.number}`, headers))
      .json()
      .items.find((i: { number: number }) => i.number === q.number);
    expect(status.status).toBe('solved');
    // Accuracy counts first attempts only: wrong, then right, is 0 %, not 50 %.
    expect(status.accuracy).toBe(0);
    expect((await get(`/api/questions/${q.number}/analytics`, headers)).json().accuracy).toBe(0);
    const subs = parsed(
      questionSubmissionsSchema,
      await get(`/api/questions/${q.number}/submissions`, headers),
    );
    expect(subs.map((s) => s.correct)).toEqual([true, false]);
    expect(subs.map((s) => s.answer)).toEqual([[right], [wrong]]);
  });

  it('loses no rating change when one learner submits several answers at once', async () => {
    const rows = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .limit(40);
    const picked = rows.slice(30, 38);
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    const results = await Promise.all(
      picked.map((q) => {
        if (q.answer?.kind !== 'choice') throw new Error('no choice question');
        const wrong = ((q.answer.correct[0] as number) + 1) % q.options.length;
        return post(`/api/questions/${q.number}/attempts`, { answer: [wrong], seconds: 40 }, headers);
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(picked.map(() => 200));
    const changes = results.map((r) => r.json().ratingChange as number);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.practiceAttempted).toBe(picked.length);
    // Every change applied on top of the one before: the rating is 1200 plus all of them.
    const sum = changes.reduce((a, b) => a + b, 0);
    expect(Math.abs((row?.practiceRating ?? 0) - (1200 + sum))).toBeLessThan(0.1 * picked.length);
    const summary = parsed(practiceSummarySchema, await get('/api/practice/summary', headers));
    expect(summary.user?.rating).toBe(Math.round(row?.practiceRating ?? 0));
  });

  it("shows the question's and the learner's new ratings on the next pages at once", async () => {
    const [q] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .offset(50)
      .limit(1);
    if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
    const wrong = ((q.answer.correct[0] as number) + 1) % q.options.length;
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    // Both pages seen before the answer, so what they show afterwards cannot be a first read.
    const before = (await get(`/api/questions/${q.number}`, headers)).json();
    expect((await get('/api/practice/summary', headers)).json().user.rating).toBe(1200);
    const res = await post(`/api/questions/${q.number}/attempts`, { answer: [wrong], seconds: 30 }, headers);
    expect(res.json().ratingChange).toBeLessThan(0);
    const [questionRow] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    const [userRow] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const after = (await get(`/api/questions/${q.number}`, headers)).json();
    // A wrong first answer makes the question harder and the learner's rating lower.
    expect(after.difficultyRating).toBeGreaterThan(before.difficultyRating);
    expect(after.difficultyRating).toBe(Math.round(questionRow?.difficultyRating ?? 0));
    expect(after.attempted).toBe(true);
    const summary = (await get('/api/practice/summary', headers)).json();
    expect(summary.user.rating).toBe(Math.round(userRow?.practiceRating ?? 0));
    expect(summary.user.rating).toBeLessThan(1200);
  });

  it('counts a double submission as one first attempt and one repeat', async () => {
    const rows = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .limit(45);
    const q = rows[44];
    if (q?.answer?.kind !== 'choice') throw new Error('no choice question');
    const wrong = ((q.answer.correct[0] as number) + 1) % q.options.length;
    const headers = await authHeader(t.app, await createUser(t.database.db));
    const both = await Promise.all(
      [1, 2].map(() =>
        post(`/api/questions/${q.number}/attempts`, { answer: [wrong], seconds: 30 }, headers),
      ),
    );
    const changes = both.map((r) => r.json().ratingChange as number).sort((a, b) => a - b);
    expect(changes[0]).toBeLessThan(0);
    expect(changes[1]).toBe(0);
    const subs = parsed(
      questionSubmissionsSchema,
      await get(`/api/questions/${q.number}/submissions`, headers),
    );
    expect(subs).toHaveLength(2);
    const summary = (await get('/api/practice/summary', headers)).json();
    expect(summary.user.rating).toBe(Math.round(1200 + (changes[0] ?? 0)));
  });

  it('uses K = 40 for a new user and K = 20 after 20 attempted questions', async () => {
    const rows = await t.database.db.select().from(questions).orderBy(questions.number).limit(30);
    const newUser = await createUser(t.database.db);
    const veteran = await createUser(t.database.db, { practiceAttempted: 25, practiceSolved: 25 });
    const q = rows[5];
    if (q?.answer?.kind !== 'choice') throw new Error('no question');
    const wrong = ((q.answer.correct[0] as number) + 1) % q.options.length;
    const a = (
      await post(
        `/api/questions/${q.number}/attempts`,
        { answer: [wrong], seconds: 20 },
        await authHeader(t.app, newUser),
      )
    ).json();
    const b = (
      await post(
        `/api/questions/${q.number}/attempts`,
        { answer: [wrong], seconds: 20 },
        await authHeader(t.app, veteran),
      )
    ).json();
    // Same question, same user rating (1200): the loss is K x P, so the new user's loss is about twice the veteran's.
    expect(a.ratingChange / b.ratingChange).toBeGreaterThan(1.7);
    expect(a.ratingChange / b.ratingChange).toBeLessThan(2.3);
  });

  it('gives no rating for a right answer after the solution was revealed', async () => {
    const rows = await t.database.db.select().from(questions).orderBy(questions.number).limit(12);
    const q = rows[10];
    if (q?.answer?.kind !== 'choice') throw new Error('no question');
    const headers = await authHeader(t.app, await createUser(t.database.db));
    await post(`/api/questions/${q.number}/reveal`, {}, headers);
    const res = await post(
      `/api/questions/${q.number}/attempts`,
      { answer: q.answer.correct, seconds: 10 },
      headers,
    );
    // Seen the key, then right: no rating, and not solved (one definition: right without the key).
    expect(res.json()).toMatchObject({ correct: true, ratingChange: 0, solvedCount: 0 });
    expect((await get(`/api/questions/${q.number}`, headers)).json().solved).toBe(false);
  });

  it('stores an answer given in a vanishingly small time (the column holds whole milliseconds)', async () => {
    const { q, right } = await firstQuestion();
    const headers = await authHeader(t.app, await createUser(t.database.db));
    const res = await post(
      `/api/questions/${q.number}/attempts`,
      { answer: [right], seconds: 1.35e-217 },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().correct).toBe(true);
  });

  it('rejects an answer that does not fit the question with a 400', async () => {
    const { q } = await firstQuestion();
    const headers = await authHeader(t.app, await createUser(t.database.db));
    expect(
      (await post(`/api/questions/${q.number}/attempts`, { answer: [9], seconds: 5 }, headers)).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/questions/${q.number}/attempts`, { answer: 42, seconds: 5 }, headers)).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/questions/${q.number}/attempts`, { answer: [0, 1], seconds: 5 }, headers)).statusCode,
    ).toBe(400);
  });
});

describe('summary, likes, similar, analytics, report', () => {
  it('summarises solved counts, rating and the calendar in IST days', async () => {
    const { q, right } = await firstQuestion();
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    await post(`/api/questions/${q.number}/attempts`, { answer: [right], seconds: 20 }, headers);
    const summary = parsed(practiceSummarySchema, await get('/api/practice/summary', headers));
    expect(summary.user).toMatchObject({ solved: 1, provisional: true, streak: { current: 1, longest: 1 } });
    expect(summary.user?.byDifficulty).toEqual({ easy: 1, medium: 0, hard: 0 });
    expect(summary.user?.calendar).toEqual([{ day: summary.user?.today, solved: 1, attempted: 1 }]);
    const visitor = parsed(practiceSummarySchema, await get('/api/practice/summary'));
    expect(visitor.user).toBeNull();
    expect(visitor.questions).toBeGreaterThan(0);
  });

  it('counts likes and dislikes once per user', async () => {
    const { q } = await firstQuestion();
    const headers = await authHeader(t.app, await createUser(t.database.db));
    const put = (reaction: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/questions/${q.number}/reaction`,
        headers,
        payload: { reaction },
      });
    const before = (await get(`/api/questions/${q.number}`)).json();
    expect(parsed(reactionResultSchema, await put('like'))).toEqual({
      likes: before.likes + 1,
      dislikes: before.dislikes,
      reaction: 'like',
    });
    await put('like');
    expect((await get(`/api/questions/${q.number}`)).json().likes).toBe(before.likes + 1);
    expect(parsed(reactionResultSchema, await put('dislike')).reaction).toBe('dislike');
    const after = (await get(`/api/questions/${q.number}`)).json();
    expect([after.likes, after.dislikes]).toEqual([before.likes, before.dislikes + 1]);
    expect(parsed(reactionResultSchema, await put(null))).toEqual({
      likes: before.likes,
      dislikes: before.dislikes,
      reaction: null,
    });
  });

  it('lists similar questions of the same topic and the analytics of a question', async () => {
    const { q } = await firstQuestion();
    const similar = parsed(similarQuestionsSchema, await get(`/api/questions/${q.number}/similar`));
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((s) => s.number)).not.toContain(q.number);
    const stats = parsed(questionAnalyticsSchema, await get(`/api/questions/${q.number}/analytics`));
    expect(stats.attempts).toBeGreaterThan(0);
    // A visitor never sees how others chose (question-analytics.test.ts covers the learner).
    expect(stats.optionCounts).toBeNull();
    expect(stats.histogram.reduce((a, h) => a + h.count, 0)).toBe(stats.attempts);
  });

  it('turns a problem report into a contact message of type report', async () => {
    const { q } = await firstQuestion();
    const res = await post(
      `/api/questions/${q.number}/report`,
      { reason: 'typo', details: 'Option B has a typo', language: 'hi' },
      {},
    );
    expect(res.statusCode).toBe(201);
    expect(parsed(reportResultSchema, res)).toEqual({ message: 'Thank you. We will check this question.' });
  });

  it('navigates to previous, next and random within the filters', async () => {
    // Previous and next follow the table's default order, so Next walks the list a candidate sees.
    const list = (await get('/api/questions?topic=averages&page=2')).json().items as { number: number }[];
    const [before, current, after] = list.map((q) => q.number);
    const nav = parsed(
      questionNeighboursSchema,
      await get(`/api/questions/${current}/neighbours?topic=averages`),
    );
    expect(nav).toMatchObject({ previous: before, next: after });
    expect(nav.random).not.toBe(current);
    const head = ((await get('/api/questions?topic=averages')).json().items as { number: number }[])[0];
    const start = parsed(
      questionNeighboursSchema,
      await get(`/api/questions/${head?.number}/neighbours?topic=averages`),
    );
    expect(start.previous).toBeNull();
  });
});
