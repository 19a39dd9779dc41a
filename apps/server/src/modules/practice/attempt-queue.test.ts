import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { build, type TestApp } from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { enqueue } from './attempt-queue.js';
import type { QueuedAttempt } from './attempt-rating.js';
import { attempts, questions } from './practice.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => t.close());

async function choiceQuestions(offset: number, limit: number) {
  return t.database.db
    .select()
    .from(questions)
    .where(eq(questions.type, 'single'))
    .orderBy(questions.number)
    .offset(offset)
    .limit(limit);
}

function wrongAttempt(userId: string, q: typeof questions.$inferSelect): QueuedAttempt {
  if (q.answer?.kind !== 'choice') throw new Error('no choice question');
  const wrong = ((q.answer.correct[0] as number) + 1) % q.options.length;
  return {
    userId,
    questionId: q.id,
    answer: [wrong],
    correct: false,
    seconds: 30,
    expectedSeconds: q.expectedSeconds,
    singleChoiceOptions: q.options.length,
  };
}

const attemptCount = async (questionIds: string[]) =>
  (await t.database.db.select().from(attempts).where(inArray(attempts.questionId, questionIds))).length;

describe('the attempt queue (group commit)', () => {
  it('stores every good attempt of a batch that fails, and the batches after it', async () => {
    const qs = await choiceQuestions(60, 4);
    const [a, b] = [await createUser(t.database.db), await createUser(t.database.db)];
    const ids = qs.map((q) => q.id);
    const before = await attemptCount(ids);
    // Queued in one turn, so one batch: a learner no longer in the database makes it fail whole.
    const first = [
      enqueue(t.database.db, wrongAttempt(a.id, qs[0] as (typeof qs)[number])),
      enqueue(t.database.db, wrongAttempt(randomUUID(), qs[1] as (typeof qs)[number])),
      enqueue(t.database.db, wrongAttempt(b.id, qs[2] as (typeof qs)[number])),
    ];
    const settled = await Promise.allSettled(first);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The queue goes on writing on a fresh connection.
    const next = await enqueue(t.database.db, wrongAttempt(a.id, qs[3] as (typeof qs)[number]));
    expect(next.told.ratingChange).toBeLessThan(0);
    expect(await attemptCount(ids)).toBe(before + 3);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row?.practiceAttempted).toBe(2);
  });

  it('keeps every counter when attempts come in several batches back to back', async () => {
    const qs = await choiceQuestions(70, 5);
    const learners = await Promise.all(Array.from({ length: 30 }, () => createUser(t.database.db)));
    const ids = qs.map((q) => q.id);
    const [counters] = await t.database.db
      .select({ attempts: sql<number>`sum(${questions.attempts})::int` })
      .from(questions)
      .where(inArray(questions.id, ids));
    // 150 attempts (more than a batch holds), queued over several turns of the event loop.
    const all: Promise<unknown>[] = [];
    for (const q of qs) {
      for (const learner of learners) all.push(enqueue(t.database.db, wrongAttempt(learner.id, q)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const stored = (await Promise.all(all)) as { told: { ratingChange: number } }[];
    expect(stored.every((s) => s.told.ratingChange < 0)).toBe(true);
    const [after] = await t.database.db
      .select({ attempts: sql<number>`sum(${questions.attempts})::int` })
      .from(questions)
      .where(inArray(questions.id, ids));
    expect((after?.attempts ?? 0) - (counters?.attempts ?? 0)).toBe(150);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          learners.map((l) => l.id),
        ),
      );
    expect(rows.map((r) => r.practiceAttempted)).toEqual(learners.map(() => qs.length));
  });
});
