import { type AttemptResult, isCorrectAnswer, type QuestionAnswer } from '@preparena/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import type { UserRow } from '../users/index.js';
import { type QueuedAttempt, type StoredOutcome, storeAttemptBatch } from './attempt-batch.js';
import { questionProgress, questions } from './practice.tables.js';
import { patchQuestionStats, publishedQuestion } from './question.service.js';
import { forgetQuestion } from './question-cache.js';
import { forgetUserProgress } from './user-progress.js';

function checkShape(type: string, optionCount: number, answer: number[] | number): void {
  if (type === 'numeric') {
    if (typeof answer !== 'number') throw badRequest('Type a number as your answer', 'BAD_ANSWER');
    return;
  }
  if (!Array.isArray(answer)) throw badRequest('Choose an option', 'BAD_ANSWER');
  if (answer.some((i) => i >= optionCount)) throw badRequest('That option does not exist', 'BAD_ANSWER');
  if (type === 'single' && new Set(answer).size !== 1)
    throw badRequest('Choose exactly one option', 'BAD_ANSWER');
}

interface Waiting {
  item: QueuedAttempt;
  resolve(stored: StoredOutcome): void;
  reject(error: unknown): void;
}

/** Attempts waiting for their database's next batch; one batch is written at a time per database. */
const queues = new WeakMap<Db, { waiting: Waiting[]; writing: boolean }>();
const MAX_BATCH = 100;

function storeOne(db: Db, item: QueuedAttempt, now: Date): Promise<StoredOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await storeAttemptBatch(tx, [item], now);
    if (!stored) throw new Error('attempt not stored');
    return stored;
  });
}

function writeNextBatch(db: Db): void {
  const queue = queues.get(db);
  if (!queue || queue.writing || queue.waiting.length === 0) return;
  queue.writing = true;
  setImmediate(async () => {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      const now = new Date();
      const stored = await db.transaction((tx) =>
        storeAttemptBatch(
          tx,
          batch.map((w) => w.item),
          now,
        ),
      );
      batch.forEach((w, i) => {
        const result = stored[i];
        if (result) w.resolve(result);
        else w.reject(new Error('attempt not stored'));
      });
    } catch {
      // The batch failed as a whole (say, a learner deleted meanwhile): each attempt alone, so one
      // bad attempt fails by itself.
      for (const w of batch) await storeOne(db, w.item, new Date()).then(w.resolve, w.reject);
    } finally {
      queue.writing = false;
      writeNextBatch(db);
    }
  });
}

/**
 * Group commit: the attempts that arrive while a batch is being written go together in the next
 * one (one transaction of four statements, however many attempts), in order of arrival.
 */
function enqueue(db: Db, item: QueuedAttempt): Promise<StoredOutcome> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], writing: false };
    queues.set(db, queue);
  }
  const waiting = queue.waiting;
  const stored = new Promise<StoredOutcome>((resolve, reject) => waiting.push({ item, resolve, reject }));
  writeNextBatch(db);
  return stored;
}

/**
 * Records an attempt: the server decides correctness, stores it, updates the question's counters
 * and, on the user's first attempt (and only if the solution was not revealed), both ratings.
 * Live attempts are written in batches (group commit); one with a given time (demo data) alone.
 */
export async function submitAttempt(
  db: Db,
  user: UserRow,
  number: number,
  answer: number[] | number,
  seconds: number,
  now?: Date,
): Promise<AttemptResult> {
  // The question as everyone sees it (cached): its answer and type; its ratings are read locked.
  const q = (await publishedQuestion(db, number)).question;
  if (!q.answer) throw badRequest('This question cannot be answered yet', 'NO_ANSWER');
  checkShape(q.type, q.options.length, answer);
  const correct = isCorrectAnswer(q.answer as QuestionAnswer, answer);
  const item: QueuedAttempt = {
    userId: user.id,
    questionId: q.id,
    answer,
    correct,
    seconds,
    expectedSeconds: q.expectedSeconds,
    singleChoiceOptions: q.type === 'single' ? q.options.length : 0,
  };
  const stored = await (now ? storeOne(db, item, now) : enqueue(db, item));
  // The question's ratings and counters, and the learner's (the session row carries the rating and
  // solved count the summary shows), as the batch left them: no reload on the next request.
  patchQuestionStats(db, number, stored.question);
  forgetUserProgress(db, user.id);
  emitDomainEvent(db, 'attempt.recorded', {
    userId: user.id,
    questionNumber: number,
    correct,
    user: stored.user,
  });
  return { ...stored.told, answer: q.answer as QuestionAnswer, solution: q.solution };
}

/** Reveals the solution: from now on a right answer to this question earns no rating. */
export async function revealSolution(db: Db, user: UserRow, number: number) {
  const found = await publishedQuestion(db, number);
  await db
    .insert(questionProgress)
    .values({ userId: user.id, questionId: found.question.id, revealedAt: new Date() })
    .onConflictDoUpdate({
      target: [questionProgress.userId, questionProgress.questionId],
      set: { revealedAt: sql`coalesce(${questionProgress.revealedAt}, now())` },
    });
  forgetUserProgress(db, user.id);
  return { answer: found.question.answer as QuestionAnswer, solution: found.question.solution };
}

/** Sets or clears the user's like or dislike, keeping the question's counters in step. */
export async function react(db: Db, user: UserRow, number: number, reaction: 'like' | 'dislike' | null) {
  const q = (await publishedQuestion(db, number)).question;
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reaction: questionProgress.reaction })
      .from(questionProgress)
      .where(and(eq(questionProgress.userId, user.id), eq(questionProgress.questionId, q.id)))
      .for('update');
    const old = before?.reaction ?? null;
    await tx
      .insert(questionProgress)
      .values({ userId: user.id, questionId: q.id, reaction })
      .onConflictDoUpdate({
        target: [questionProgress.userId, questionProgress.questionId],
        set: { reaction },
      });
    const delta = (kind: 'like' | 'dislike') => (reaction === kind ? 1 : 0) - (old === kind ? 1 : 0);
    const [row] = await tx
      .update(questions)
      .set({
        likes: sql`${questions.likes} + ${delta('like')}`,
        dislikes: sql`${questions.dislikes} + ${delta('dislike')}`,
      })
      .where(eq(questions.id, q.id))
      .returning({ likes: questions.likes, dislikes: questions.dislikes });
    return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, reaction };
  });
  forgetQuestion(db, number);
  forgetUserProgress(db, user.id);
  return result;
}
