import {
  DIFFICULTY_START_RATING,
  type LocalisedText,
  localise,
  QUESTION_IMPORT_MAX,
  type QuestionInput,
} from '@preparena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import type { UserRow } from '../users/index.js';
import { questions } from './practice.tables.js';

let t: TestApp;
let manager: UserRow;
let headers: { authorization: string };
beforeAll(async () => {
  t = await build();
  manager = await createUser(t.database.db, { isQuestionManager: true });
  headers = await authHeader(t.app, manager);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const count = () => t.database.db.$count(questions);

const numeric = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  title: { en: 'Average speed of a round trip', hi: 'आने-जाने की औसत चाल' },
  statement: { en: 'A car goes at $40$ km/h and returns at $60$ km/h. Find the average speed.' },
  solution: { en: 'Average speed $= \\frac{2 \\cdot 40 \\cdot 60}{40 + 60} = 48$ km/h.' },
  type: 'numeric',
  options: [],
  answer: { kind: 'numeric', value: 48, tolerance: 0 },
  topic: 'averages',
  exams: ['SSC CGL', 'CAT'],
  difficulty: 'medium',
  expectedSeconds: 75,
  ...overrides,
});

const single = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  ...numeric(),
  title: { en: 'Pick the prime' },
  statement: { en: 'Which of these is prime?' },
  solution: { en: '$7$ has no divisors other than 1 and itself.' },
  type: 'single',
  options: [{ en: '6' }, { en: '7', hi: '७' }, { en: '8' }, { en: '9' }],
  answer: { kind: 'choice', correct: [1] },
  topic: 'number-system',
  difficulty: 'easy',
  ...overrides,
});

describe('the admin question table', () => {
  it('pages through every question with order, section, type and status', async () => {
    const res = await call('GET', '/api/admin/questions?pageSize=5&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 2, pageSize: 5 });
    expect(body.items).toHaveLength(5);
    expect(body.total).toBe(await count());
    expect(body.items[0]).toMatchObject({
      number: 6,
      order: expect.any(Number),
      topic: { slug: expect.any(String) },
      course: { slug: expect.any(String) },
      status: 'published',
      source: 'generated',
    });
    expect(res.body).not.toMatch(/"answer"/);
    expect((await call('GET', '/api/admin/questions?pageSize=101')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/questions?status=hidden')).statusCode).toBe(400);
  });

  it('numbers the questions of a topic in order and filters by topic, course, difficulty and type', async () => {
    const topic = (await call('GET', '/api/admin/questions?topic=averages&pageSize=100')).json();
    expect(topic.total).toBeGreaterThan(1);
    expect(topic.items.every((i: { topic: { slug: string } }) => i.topic.slug === 'averages')).toBe(true);
    expect(topic.items.map((i: { order: number }) => i.order)).toEqual(
      topic.items.map((_: unknown, i: number) => i + 1),
    );
    const course = (await call('GET', '/api/admin/questions?course=ssc&topic=averages')).json();
    expect(course.total).toBe(topic.total);
    expect(
      (await call('GET', '/api/admin/questions?course=verbal-ability&topic=averages')).json().total,
    ).toBe(0);
    const easySingle = (
      await call('GET', '/api/admin/questions?difficulty=easy&type=single&pageSize=50')
    ).json();
    expect(
      easySingle.items.every(
        (i: { difficulty: string; type: string }) => i.difficulty === 'easy' && i.type === 'single',
      ),
    ).toBe(true);
    const hard = (await call('GET', '/api/admin/questions?difficulty=hard&pageSize=100')).json();
    expect(hard.items.every((i: { difficulty: string }) => i.difficulty === 'hard')).toBe(true);
    const drafts = (await call('GET', '/api/admin/questions?status=draft')).json();
    expect(drafts.total).toBe(0);
  });

  it('searches by number (with or without #) and by title', async () => {
    const byNumber = (await call('GET', '/api/admin/questions?search=%237')).json();
    expect(byNumber.items.map((i: { number: number }) => i.number)).toContain(7);
    const first = (await call('GET', '/api/admin/questions/1')).json();
    const word = first.title.en.split(' ').find((w: string) => w.length > 4) ?? first.title.en;
    const byTitle = (await call('GET', `/api/admin/questions?search=${encodeURIComponent(word)}`)).json();
    expect(byTitle.total).toBeGreaterThan(0);
    expect(
      byTitle.items.every((i: { title: LocalisedText }) =>
        localise(i.title, 'en').toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect((await call('GET', '/api/admin/questions?search=zzzz-no-such-title')).json().total).toBe(0);
  });
});

describe('creating and editing a question', () => {
  it('creates a draft authored by the staff member, at the start rating of its difficulty', async () => {
    const res = await call('POST', '/api/admin/questions', numeric());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'draft',
      type: 'numeric',
      topic: 'averages',
      answer: { kind: 'numeric', value: 48, tolerance: 0 },
      title: { en: 'Average speed of a round trip', hi: 'आने-जाने की औसत चाल' },
      difficultyRating: DIFFICULTY_START_RATING.medium,
      source: { kind: 'authored', author: manager.username },
      exams: ['SSC CGL', 'CAT'],
    });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.number, created.number));
    expect(row?.authorId).toBe(manager.id);
    expect(row?.logExpectedSeconds).toBeCloseTo(Math.log(75));

    const drafts = (await call('GET', '/api/admin/questions?status=draft&topic=averages')).json();
    expect(drafts.items.map((i: { number: number }) => i.number)).toContain(created.number);
    const row1 = drafts.items.find((i: { number: number }) => i.number === created.number);
    expect(row1).toMatchObject({ source: 'authored', course: { slug: 'quantitative-aptitude' } });
  });

  it('keeps a draft away from learners and shows it once published', async () => {
    const created = (
      await call('POST', '/api/admin/questions', numeric({ title: { en: 'Draft visibility' } }))
    ).json();
    const visitor = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await visitor(`/api/questions/${created.number}`)).statusCode).toBe(404);
    const hidden = (await visitor(`/api/questions?search=${created.number}`)).json();
    expect(hidden.items.map((i: { number: number }) => i.number)).not.toContain(created.number);

    const published = await call('PUT', `/api/admin/questions/${created.number}`, {
      ...numeric({ title: { en: 'Draft visibility' } }),
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect((await visitor(`/api/questions/${created.number}`)).json().title).toEqual({
      en: 'Draft visibility',
    });
    const shown = (await visitor(`/api/questions?search=${created.number}`)).json();
    expect(shown.items.map((i: { number: number }) => i.number)).toContain(created.number);

    // Leaving the status out of an edit keeps it.
    const kept = await call(
      'PUT',
      `/api/admin/questions/${created.number}`,
      numeric({ title: { en: 'Renamed' } }),
    );
    expect(kept.json()).toMatchObject({ status: 'published', title: { en: 'Renamed' } });
  });

  it('edits every field, dropping an empty Hindi text and sorting the correct options', async () => {
    const created = (await call('POST', '/api/admin/questions', single())).json();
    const edited = await call('PUT', `/api/admin/questions/${created.number}`, {
      ...single(),
      type: 'multiple',
      title: { en: 'Pick the primes', hi: '' },
      statement: { en: 'Which of these are prime?', hi: 'इनमें से कौन-सी अभाज्य संख्याएँ हैं?' },
      options: [{ en: '2' }, { en: '4' }, { en: '5' }],
      answer: { kind: 'choice', correct: [2, 0] },
      difficulty: 'hard',
      expectedSeconds: 30,
      exams: ['CAT'],
      topic: 'averages',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'multiple',
      title: { en: 'Pick the primes' },
      statement: { hi: 'इनमें से कौन-सी अभाज्य संख्याएँ हैं?' },
      answer: { kind: 'choice', correct: [0, 2] },
      topic: 'averages',
      difficulty: 'hard',
      difficultyRating: DIFFICULTY_START_RATING.hard,
      expectedSeconds: 30,
      exams: ['CAT'],
    });
    expect(edited.json().title).not.toHaveProperty('hi');
    expect((await call('PUT', '/api/admin/questions/999999', single())).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/questions/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/questions/abc')).statusCode).toBe(400);
  });

  it('rejects broken questions with a readable 400', async () => {
    const cases: [object, string][] = [
      [
        single({ answer: { kind: 'choice', correct: [0, 1] } }),
        'Single-choice questions need exactly one correct option',
      ],
      [
        single({ type: 'multiple', answer: { kind: 'choice', correct: [] } }),
        'Multiple-choice questions need at least one correct option',
      ],
      [
        single({ answer: { kind: 'choice', correct: [4] } }),
        'A correct answer points to an option that does not exist',
      ],
      [
        single({ options: [{ en: 'only one' }], answer: { kind: 'choice', correct: [0] } }),
        'Choice questions need at least 2 options',
      ],
      [numeric({ options: [{ en: 'x' }] }), 'Type-in questions have no options'],
      [
        numeric({ answer: { kind: 'numeric', value: 1, tolerance: -0.5 } }),
        'The tolerance must be zero or more',
      ],
      [
        numeric({ answer: { kind: 'choice', correct: [0] } }),
        'Type-in questions need a numeric answer and a tolerance',
      ],
      [numeric({ title: { en: '  ', hi: 'केवल हिंदी' } }), 'The English title is required'],
      [numeric({ solution: { en: '' } }), 'The English solution is required'],
      [
        numeric({ expectedSeconds: 0 }),
        'expectedSeconds: Expected time must be a whole number of seconds from 5 to 3600',
      ],
      [numeric({ topic: 'no-such-topic' }), 'There is no topic "no-such-topic". Choose an existing topic.'],
    ];
    const before = await count();
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/admin/questions', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    const badValue = await call('POST', '/api/admin/questions', {
      ...numeric(),
      answer: { kind: 'numeric', value: 'many', tolerance: 0 },
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toMatch(/finite number/);
    expect(await count()).toBe(before);
  });

  it('keeps the recorded correctness of earlier attempts when the answer changes', async () => {
    const q = (await call('POST', '/api/admin/questions', { ...single(), status: 'published' })).json();
    const learner = await createUser(t.database.db);
    const learnerHeaders = await authHeader(t.app, learner);
    const attempt = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q.number}/attempts`,
      headers: learnerHeaders,
      payload: { answer: [1], seconds: 20 },
    });
    expect(attempt.json().correct).toBe(true);

    const edit = await call('PUT', `/api/admin/questions/${q.number}`, {
      ...single({ answer: { kind: 'choice', correct: [2] }, difficulty: 'hard' }),
    });
    expect(edit.statusCode).toBe(200);
    // The rating was learned from the first attempt, so a new difficulty does not reset it.
    expect(edit.json().difficultyRating).not.toBe(DIFFICULTY_START_RATING.hard);

    const subs = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${q.number}/submissions`,
      headers: learnerHeaders,
    });
    expect(subs.json()).toEqual([expect.objectContaining({ answer: [1], correct: true })]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${q.number}`,
      headers: learnerHeaders,
    });
    expect(detail.json()).toMatchObject({ solved: true, answer: { kind: 'choice', correct: [2] } });
  });
});

describe('JSON import and export', () => {
  it('imports nothing when one item is wrong, and names the item and field', async () => {
    const before = await count();
    const res = await call('POST', '/api/admin/questions/import', {
      questions: [
        numeric(),
        single({ answer: { kind: 'choice', correct: [7] } }),
        { ...numeric(), topic: 'nowhere' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('IMPORT_INVALID');
    expect(body.message).toBe(
      'Nothing was imported. questions[1].answer.correct: A correct answer points to an option that does not exist',
    );
    expect(body.errors).toEqual([
      'questions[1].answer.correct: A correct answer points to an option that does not exist',
    ]);
    expect(await count()).toBe(before);

    const unknown = await call('POST', '/api/admin/questions/import', {
      questions: [numeric(), { ...numeric(), topic: 'nowhere' }, { ...numeric(), number: 999_999 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      'questions[1].topic: There is no topic "nowhere"',
      'questions[2].number: There is no question #999999; remove the number to create a new question',
    ]);
    expect(unknown.json().message).toMatch(/\(and 1 more problems\)$/);
    expect(await count()).toBe(before);

    const missing = await call('POST', '/api/admin/questions/import', {
      questions: [{ title: 'Only a title' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Nothing was imported\. questions\[0\]\.statement: /);

    const tooMany = await call('POST', '/api/admin/questions/import', {
      questions: Array.from({ length: 501 }, () => numeric()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Import at most 500 questions at a time');
    expect((await call('POST', '/api/admin/questions/import', { questions: [] })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('creates questions without a number, reading plain strings as English', async () => {
    const before = await count();
    const res = await call('POST', '/api/admin/questions/import', {
      questions: [
        {
          ...numeric(),
          title: 'Imported plain title',
          statement: 'Plain statement',
          solution: 'Plain solution',
        },
        { ...single(), status: 'published' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      updated: 0,
      numbers: [expect.any(Number), expect.any(Number)],
    });
    expect(await count()).toBe(before + 2);
    const [first, second] = res.json().numbers;
    expect((await call('GET', `/api/admin/questions/${first}`)).json()).toMatchObject({
      title: { en: 'Imported plain title' },
      status: 'draft',
      source: { kind: 'authored' },
    });
    expect((await call('GET', `/api/admin/questions/${second}`)).json().status).toBe('published');
  });

  it('exports the filtered questions with answers and imports the file back unchanged', async () => {
    const res = await call('GET', '/api/admin/questions/export?topic=averages&difficulty=hard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="preparena-questions-.*\.json"$/,
    );
    const file = res.json();
    expect(file).toMatchObject({ format: 'preparena.questions', version: 1, truncated: false });
    // A filter small enough to go back in one import (topics grow as shapes are added).
    expect(file.questions.length).toBeLessThanOrEqual(QUESTION_IMPORT_MAX);
    const total = (await call('GET', '/api/admin/questions?topic=averages&difficulty=hard')).json().total;
    expect(file.questions).toHaveLength(total);
    expect(file.questions[0]).toMatchObject({
      number: expect.any(Number),
      answer: { kind: expect.any(String) },
    });

    const before = await count();
    const back = await call('POST', '/api/admin/questions/import', file);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ created: 0, updated: total });
    expect(await count()).toBe(before);
    const again = (await call('GET', '/api/admin/questions/export?topic=averages&difficulty=hard')).json();
    expect(again.questions).toEqual(file.questions);

    // An edited file replaces the numbered questions.
    const edited = {
      ...file,
      questions: [{ ...file.questions[0], title: { en: 'Edited through import', hi: 'आयात से बदला' } }],
    };
    expect((await call('POST', '/api/admin/questions/import', edited)).json()).toMatchObject({ updated: 1 });
    expect((await call('GET', `/api/admin/questions/${file.questions[0].number}`)).json().title).toEqual({
      en: 'Edited through import',
      hi: 'आयात से बदला',
    });

    const duplicated = await call('POST', '/api/admin/questions/import', {
      questions: [file.questions[0], file.questions[0]],
    });
    expect(duplicated.json().errors).toEqual([
      `questions[1].number: Question #${file.questions[0].number} appears more than once`,
    ]);
  });

  it('lists topics and courses for the topic picker', async () => {
    const res = await call('GET', '/api/admin/questions/topics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.courses.map((c: { slug: string }) => c.slug)).toContain('quantitative-aptitude');
    expect(body.topics).toContainEqual(
      expect.objectContaining({
        slug: 'averages',
        course: expect.objectContaining({ slug: 'quantitative-aptitude' }),
      }),
    );
  });
});

describe('who may use it', () => {
  it('lets admins in and keeps content managers and learners out', async () => {
    const admin = await authHeader(t.app, await createUser(t.database.db, { isAdmin: true }));
    const content = await authHeader(t.app, await createUser(t.database.db, { isContentManager: true }));
    const learner = await authHeader(t.app, await createUser(t.database.db));
    const get = (h?: object) =>
      t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: h as never });
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(content)).statusCode).toBe(403);
    expect((await get(learner)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: content,
      payload: numeric(),
    });
    expect(post.statusCode).toBe(403);
  });
});
