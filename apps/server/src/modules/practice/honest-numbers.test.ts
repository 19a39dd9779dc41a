import { practiceSummarySchema, questionListSchema } from '@preparena/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { rowsOf } from '../../db/rows.js';
import { questions } from './practice.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

/**
 * One definition everywhere (issue 17): accuracy = right first attempts / first attempts; solved =
 * answered right without having seen the key. A scripted history pins what each screen says.
 */
describe('accuracy and solved, after a scripted history', () => {
  it('agree on the summary, the list, the question, analytics and the profile', async () => {
    const rows = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'single'))
      .orderBy(questions.number)
      .limit(3);
    const user = await createUser(t.database.db);
    const headers = await authHeader(t.app, user);
    const send = async (number: number, answer: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/questions/${number}/attempts`,
        headers,
        payload: { answer: [answer], seconds: 30 },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const keys = rows.map((q) => {
      if (q.answer?.kind !== 'choice') throw new Error('no choice question');
      const right = q.answer.correct[0] as number;
      return { number: q.number, right, wrong: (right + 1) % q.options.length };
    });
    const [a, b, c] = keys as [(typeof keys)[0], (typeof keys)[0], (typeof keys)[0]];

    // A: wrong, then "Try again" with the key hidden, then right: solved.
    const missA = await send(a.number, a.wrong);
    expect(missA).toMatchObject({ correct: false, answer: null, solution: null });
    const questionA = (await t.app.inject({ url: `/api/questions/${a.number}`, headers })).json();
    expect(questionA).toMatchObject({ attempted: true, solved: false, answer: null, solution: null });
    const analyticsA = (await t.app.inject({ url: `/api/questions/${a.number}/analytics`, headers })).json();
    expect(analyticsA.optionCounts).toBeNull(); // how others chose would give the key away
    expect(await send(a.number, a.right)).toMatchObject({ correct: true, solvedCount: 1 });

    // B: wrong, then "Show solution", then right: seen the key, so not solved.
    await send(b.number, b.wrong);
    const reveal = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${b.number}/reveal`,
      headers,
      payload: {},
    });
    expect(reveal.json().answer).toEqual(rows[1]?.answer);
    const rightB = await send(b.number, b.right);
    expect(rightB).toMatchObject({ correct: true, ratingChange: 0, solvedCount: 1 });
    // Once revealed, a later miss shows the key too (nothing is left to hide).
    expect((await send(b.number, b.wrong)).answer).toEqual(rows[1]?.answer);

    // C: right at once.
    expect(await send(c.number, c.right)).toMatchObject({ correct: true, solvedCount: 2 });

    const summary = practiceSummarySchema.parse(
      (await t.app.inject({ url: '/api/practice/summary', headers })).json(),
    ).user;
    expect(summary).toMatchObject({ solved: 2, attempted: 3, firstAttempts: 3, correctFirstAttempts: 1 });

    const rowOf = async (n: number) =>
      questionListSchema
        .parse((await t.app.inject({ url: `/api/questions?search=${n}`, headers })).json())
        .items.find((i) => i.number === n);
    const listed = await Promise.all([a, b, c].map((q) => rowOf(q.number)));
    expect(listed.map((r) => r?.status)).toEqual(['solved', 'attempted', 'solved']);
    const solvedOnly = questionListSchema.parse(
      (await t.app.inject({ url: '/api/questions?status=solved&sort=number', headers })).json(),
    );
    expect(solvedOnly.total).toBe(2);
    expect(solvedOnly.items.map((i) => i.number)).toEqual([a.number, c.number]);

    // A question's accuracy (everyone's first attempts, demo learners' too) is the same in the list
    // and in its analytics, and is what the attempts table says.
    for (const [i, q] of [a, b, c].entries()) {
      const stats = (await t.app.inject({ url: `/api/questions/${q.number}/analytics`, headers })).json();
      const [first] = rowsOf<{ n: number; right: number }>(
        await t.database.db.execute(sql`
          select count(*)::int as n, count(*) filter (where correct)::int as right from (
            select distinct on (user_id) correct from attempts
            where question_id = ${rows[i]?.id} order by user_id, id
          ) f`),
      );
      const expected = first && first.n > 0 ? first.right / first.n : null;
      expect(stats.accuracy).toBeCloseTo(expected ?? Number.NaN, 6);
      expect(listed[i]?.accuracy).toBeCloseTo(expected ?? Number.NaN, 6);
    }
    expect((await t.app.inject({ url: `/api/questions/${a.number}`, headers })).json()).toMatchObject({
      solved: true,
      answer: rows[0]?.answer,
    });

    const profile = (await t.app.inject({ url: `/api/users/${user.username}` })).json();
    expect(profile.practiceSolved).toBe(2);
  });
});
