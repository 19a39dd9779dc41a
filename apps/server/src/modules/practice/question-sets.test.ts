import type { ChartSpec } from '@preparena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { topics } from '../learn/learn.tables.js';
import { questionSets, questions } from './practice.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

const chart: ChartSpec = {
  type: 'bar',
  title: { en: 'Cars sold', hi: 'बेची गई कारें' },
  categories: ['2022', '2023'],
  series: [{ name: { en: 'Dealer P', hi: 'डीलर P' }, values: [40, 55] }],
};

/** A chart set of three questions stored the way the seeder stores them; the middle one archived. */
async function storeSet() {
  const db = t.database.db;
  const [topic] = await db.select().from(topics).where(eq(topics.slug, 'bar-graphs'));
  const [set] = await db
    .insert(questionSets)
    .values({
      kind: 'chart',
      title: { en: 'Car sales', hi: 'कार बिक्री' },
      content: { body: { en: 'Study the chart.', hi: 'चार्ट देखें।' }, charts: [chart] },
      generatorId: 'test:car-sales',
      seed: 1,
    })
    .returning();
  const made = await db
    .insert(questions)
    .values(
      [1, 2, 3].map((position) => ({
        topicId: topic?.id ?? '',
        status: position === 2 ? ('archived' as const) : ('published' as const),
        title: `Car sales ${position}`,
        statement: `How many cars in year ${position}?`,
        options: ['40', '55', '95', '15'],
        answer: { kind: 'choice' as const, correct: [0] },
        solution: 'Read the bar.',
        setId: set?.id,
        setPosition: position,
        generatorId: `test:car-sales/q${position}`,
        seed: 1,
      })),
    )
    .returning({ number: questions.number, setPosition: questions.setPosition });
  const numberAt = (p: number) => made.find((m) => m.setPosition === p)?.number ?? 0;
  return { first: numberAt(1), third: numberAt(3) };
}

let stored: { first: number; third: number };
beforeAll(async () => {
  stored = await storeSet();
});

describe('questions asked on a set', () => {
  it('come with the passage or chart and the published questions of the set, not the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/questions/${stored.third}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.set).toEqual({
      kind: 'chart',
      title: { en: 'Car sales', hi: 'कार बिक्री' },
      body: { en: 'Study the chart.', hi: 'चार्ट देखें।' },
      charts: [chart],
      questions: [stored.first, stored.third],
      position: 2,
    });
    expect(body.answer).toBeNull();
    expect(body.solution).toBeNull();
  });

  it('are answered one by one: an attempt opens the answer of that question only', async () => {
    const headers = await authHeader(t.app, await createUser(t.database.db));
    const attempt = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${stored.first}/attempts`,
      headers,
      payload: { answer: [0], seconds: 30 },
    });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json().correct).toBe(true);
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${stored.first}`, headers })
    ).json();
    expect(first.answer).toEqual({ kind: 'choice', correct: [0] });
    const third = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${stored.third}`, headers })
    ).json();
    expect(third.answer).toBeNull();
    expect(third.set.position).toBe(2);
  });

  it('a question without a set says so', async () => {
    const [plain] = await t.database.db.select().from(questions).orderBy(questions.number).limit(1);
    const body = (await t.app.inject({ method: 'GET', url: `/api/questions/${plain?.number}` })).json();
    expect(body.set).toBeNull();
  });
});

describe('editing a set (question managers)', () => {
  it('saves the passage and charts for every question of the set and refuses bad chart data', async () => {
    const headers = await authHeader(t.app, await createUser(t.database.db, { isQuestionManager: true }));
    const [row] = await t.database.db
      .select({ setId: questions.setId })
      .from(questions)
      .where(eq(questions.number, stored.first));
    const url = `/api/admin/question-sets/${row?.setId}`;
    const current = (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(current.questions.map((q: { number: number }) => q.number)).toContain(stored.third);

    const edited = { ...chart, series: [{ name: 'Dealer P', values: [40, 60] }] };
    const save = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        kind: 'chart',
        title: { en: 'Car sales' },
        body: { en: 'Read the bars.' },
        charts: [edited],
      },
    });
    expect(save.statusCode).toBe(200);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/questions/${stored.third}` })).json();
    expect(seen.set.body).toEqual({ en: 'Read the bars.' });
    expect(seen.set.charts[0].series[0].values).toEqual([40, 60]);

    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        kind: 'chart',
        title: { en: 'Car sales' },
        body: { en: 'Broken.' },
        charts: [{ ...chart, series: [{ name: 'Dealer P', values: [40] }] }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Chart 1: a series does not match the categories/);
    const after = (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(after.body).toEqual({ en: 'Read the bars.' });
  });
});
