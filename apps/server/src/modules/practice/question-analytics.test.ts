import { type QuestionAnalytics, questionAnalyticsSchema } from '@preparena/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { questions } from './practice.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;

const analyticsOf = async (number: number, headers: Headers = {}): Promise<QuestionAnalytics> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/questions/${number}/analytics`, headers });
  expect(res.statusCode).toBe(200);
  return questionAnalyticsSchema.parse(res.json());
};

const post = (url: string, payload: object, headers: Headers) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A single-choice question (a late one, away from other tests), its right and a wrong option. */
async function singleChoiceQuestion(offset: number) {
  const [q] = await t.database.db
    .select()
    .from(questions)
    .where(and(eq(questions.status, 'published'), eq(questions.type, 'single')))
    .orderBy(questions.number)
    .offset(offset)
    .limit(1);
  if (q?.answer?.kind !== 'choice') throw new Error('no single-choice question');
  const right = q.answer.correct[0] as number;
  return { q, right, wrong: (right + 1) % q.options.length };
}

async function learner(): Promise<Headers> {
  return authHeader(t.app, await createUser(t.database.db));
}

describe('question analytics', () => {
  it('hides how others chose until the learner solves it, and from visitors always', async () => {
    const { q, right, wrong } = await singleChoiceQuestion(40);
    for (const answer of [right, right, wrong]) {
      const res = await post(
        `/api/questions/${q.number}/attempts`,
        { answer: [answer], seconds: 30 },
        await learner(),
      );
      expect(res.statusCode).toBe(200);
    }

    const newcomer = await learner();
    const before = await analyticsOf(q.number, newcomer);
    expect(before.optionCounts).toBeNull();
    // What may stay: attempts, accuracy, times and the histogram.
    expect(before.attempts).toBeGreaterThanOrEqual(3);
    expect(before.accuracy).not.toBeNull();
    expect(before.histogram.reduce((sum, h) => sum + h.count, 0)).toBe(before.attempts);

    const visitor = await analyticsOf(q.number);
    expect(visitor.optionCounts).toBeNull();
    expect(visitor.attempts).toBe(before.attempts);

    // A miss keeps them hidden (the most chosen option would give the key away); solving opens them.
    const miss = await post(
      `/api/questions/${q.number}/attempts`,
      { answer: [wrong], seconds: 12 },
      newcomer,
    );
    expect(miss.statusCode).toBe(200);
    expect((await analyticsOf(q.number, newcomer)).optionCounts).toBeNull();
    const mine = await post(`/api/questions/${q.number}/attempts`, { answer: [right], seconds: 9 }, newcomer);
    expect(mine.statusCode).toBe(200);
    const after = await analyticsOf(q.number, newcomer);
    expect(after.optionCounts).toHaveLength(q.options.length);
    expect(after.optionCounts?.reduce((a, b) => a + b, 0)).toBe(after.attempts);
    expect(after.optionCounts?.[right]).toBeGreaterThanOrEqual(3);
    expect(after.optionCounts?.[wrong]).toBeGreaterThanOrEqual(2);

    // The learner's solve opens the counts to them only.
    expect((await analyticsOf(q.number)).optionCounts).toBeNull();
    expect((await analyticsOf(q.number, await learner())).optionCounts).toBeNull();
  });

  it('shows how others chose after the learner revealed the solution', async () => {
    const { q, right } = await singleChoiceQuestion(41);
    await post(`/api/questions/${q.number}/attempts`, { answer: [right], seconds: 20 }, await learner());
    const headers = await learner();
    expect((await analyticsOf(q.number, headers)).optionCounts).toBeNull();
    expect((await post(`/api/questions/${q.number}/reveal`, {}, headers)).statusCode).toBe(200);
    const after = await analyticsOf(q.number, headers);
    expect(after.optionCounts?.[right]).toBeGreaterThanOrEqual(1);
  });
});
