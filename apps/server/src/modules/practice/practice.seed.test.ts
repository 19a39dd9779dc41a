import { authoredBank, FRESH_SEED_BASE, GENERATORS, generatedSetBank, quotaOf } from '@preparena/content';
import { and, asc, eq, isNotNull, lt, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import {
  applyMixOrder,
  mixOrderStale,
  mixRanksBeforeInsert,
  storedMixRanks,
} from './mix-order.repository.js';
import { applyDifficultyRubric, seedGeneratedQuestions } from './practice.seed.js';
import { questionSets, questions } from './practice.tables.js';
import { archiveRetiredQuestions } from './retired-questions.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

describe('generated question bank', () => {
  it('is stored once per generator and seed, published, and counted on the home page', async () => {
    const authored = authoredBank();
    const sets = [...generatedSetBank(), ...authored.sets];
    const expected =
      GENERATORS.reduce((n, g) => n + quotaOf(g), 0) +
      authored.questions.length +
      sets.reduce((n, s) => n + s.questions.length, 0);
    expect(await t.database.db.$count(questions, eq(questions.status, 'published'))).toBe(expected);
    expect(await seedGeneratedQuestions(t.database.db)).toBe(0);
    // Besides the bank: the fresh variants of the shipped tests, held out of practice.
    expect(await t.database.db.$count(questions, ne(questions.status, 'contest'))).toBe(expected);
    expect(await t.database.db.$count(questionSets, lt(questionSets.seed, FRESH_SEED_BASE))).toBe(
      sets.length,
    );
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats' })).json();
    expect(stats.questions).toBe(expected);
    // It generates the whole bank again to count it: a minute or more on a busy CI machine.
  }, 180_000);

  it('stores the answer and the bilingual solution with each question', async () => {
    // The first question by number: a bare LIMIT 1 takes whichever row the heap holds first, which
    // on PostgreSQL after the re-seed above is not always the same question.
    const [q] = await t.database.db.select().from(questions).orderBy(questions.number).limit(1);
    expect(q?.answer).toMatchObject({ kind: 'choice' });
    expect(q?.solution).toMatchObject({ en: expect.any(String), hi: expect.any(String) });
    expect(q?.difficultyRating).toBe(1000);
  });

  it('stores each bank question of a fresh database with its place in the mixed order', async () => {
    const db = t.database.db;
    const bank = await db
      .select({
        id: questions.id,
        topicId: questions.topicId,
        generatorId: questions.generatorId,
        setId: questions.setId,
        title: questions.title,
        rank: questions.mixRank,
      })
      .from(questions)
      .where(and(eq(questions.status, 'published'), isNotNull(questions.generatorId)))
      .orderBy(asc(questions.number));
    const expected = await storedMixRanks(db);
    expect(bank).toHaveLength(expected.size);
    // Seeded with its ranks: each is the one ranking the stored bank again gives.
    expect(bank.filter((q) => q.rank !== expected.get(q.id)).map((q) => q.id)).toEqual([]);
    // Ranked before the insert, from the order of insertion alone, the bank comes out the same.
    const before = await mixRanksBeforeInsert(
      db,
      bank.map((q) => ({ ...q, generatorId: q.generatorId ?? '', isSetQuestion: q.setId !== null })),
    );
    expect(bank.filter((q, i) => before[i] !== expected.get(q.id)).map((q) => q.id)).toEqual([]);
  });

  it('grows on an existing install: new shapes are added after the old questions, which keep their numbers', async () => {
    const db = t.database.db;
    const shape = GENERATORS.find((g) => g.count !== undefined);
    if (!shape) throw new Error('no newer shape');
    const [first] = await db.select().from(questions).orderBy(asc(questions.number)).limit(1);
    // An install from before this shape existed: its questions are not there yet.
    const bankRows = and(eq(questions.generatorId, shape.id), lt(questions.seed, FRESH_SEED_BASE));
    await db.delete(questions).where(bankRows);
    const [{ top } = { top: 0 }] = await db.select({ top: max(questions.number) }).from(questions);
    expect(await seedGeneratedQuestions(db)).toBe(quotaOf(shape));
    const added = await db.select().from(questions).where(bankRows);
    expect(added).toHaveLength(quotaOf(shape));
    expect(added.every((q) => q.number > (top ?? 0))).toBe(true);
    const [again] = await db
      .select()
      .from(questions)
      .where(eq(questions.id, first?.id ?? ''));
    expect(again?.number).toBe(first?.number);
    // The new questions get their place in the mixed order; labels already follow the rubric.
    expect(await mixOrderStale(db)).toBe(true);
    await applyMixOrder(db);
    expect(await mixOrderStale(db)).toBe(false);
    expect(await applyDifficultyRubric(db)).toBe(0);
  });

  it('archives the questions of a source the bank no longer has, keeping the attempts on them', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const headers = await authHeader(t.app, user);
    const [q] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.status, 'published'), eq(questions.type, 'single')))
      .orderBy(asc(questions.number))
      .limit(1);
    if (!q) throw new Error('no question');
    const answer = q.answer as { kind: 'choice'; correct: number[] };
    const attempt = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${q.number}/attempts`,
      headers,
      payload: { answer: answer.correct, seconds: 20 },
    });
    expect(attempt.statusCode).toBe(200);
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/stats' })).json().questions;
    const before = await stats();
    // An install from when this question's generator existed (as WordNet's vocabulary once did).
    await db
      .update(questions)
      .set({ generatorId: 'verbal-ability/synonyms/wordnet-synonym' })
      .where(eq(questions.id, q.id));

    expect(await archiveRetiredQuestions(db)).toBe(1);
    expect(await archiveRetiredQuestions(db)).toBe(0);
    expect(await stats()).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/questions/${q.number}` })).statusCode).toBe(404);
    const summary = await t.app.inject({ method: 'GET', url: '/api/practice/summary', headers });
    // The attempt stays in the learner's history and numbers; the bank counts one question fewer.
    expect(summary.json()).toMatchObject({ questions: before - 1, user: { solved: 1, attempted: 1 } });
    // Only that question: every other source is still in the bank.
    expect(await db.$count(questions, eq(questions.status, 'archived'))).toBe(1);
  });
});
