import {
  type AttemptResult,
  isCorrectAnswer,
  PRACTICE_PROVISIONAL_SOLVED,
  practiceRatingUpdate,
  type QuestionAnswer,
} from '@preparena/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attempts, questionProgress, questions, ratingHistory, users } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import type { UserRow } from '../../plugins/auth.js';
import { findPublishedQuestion } from './practice.repository.js';
import { forgetQuestion } from './question-cache.js';

/** The India calendar day (Asia/Kolkata, UTC+5:30, no daylight saving) of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

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

/**
 * Records an attempt: the server decides correctness, stores it, updates the question's counters
 * and, on the user's first attempt (and only if the solution was not revealed), both ratings.
 */
export async function submitAttempt(
  db: Db,
  user: UserRow,
  number: number,
  answer: number[] | number,
  seconds: number,
  now = new Date(),
): Promise<AttemptResult> {
  const found = await findPublishedQuestion(db, number);
  if (!found) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  const q = found.question;
  if (!q.answer) throw badRequest('This question cannot be answered yet', 'NO_ANSWER');
  checkShape(q.type, q.options.length, answer);
  const correct = isCorrectAnswer(q.answer as QuestionAnswer, answer);

  // The question's counters and ratings change: its cached public view is stale once this commits.
  const result = await db.transaction(async (tx) => {
    // The upsert tells atomically whether this is the first attempt, even for double submissions.
    const [progress] = await tx
      .insert(questionProgress)
      .values({ userId: user.id, questionId: q.id, attempts: 1, solvedAt: correct ? now : null })
      .onConflictDoUpdate({
        target: [questionProgress.userId, questionProgress.questionId],
        set: {
          attempts: sql`${questionProgress.attempts} + 1`,
          solvedAt: correct
            ? sql`coalesce(${questionProgress.solvedAt}, ${now})`
            : sql`${questionProgress.solvedAt}`,
          updatedAt: now,
        },
      })
      .returning();
    if (!progress) throw new Error('no progress row');
    const firstAttempt = progress.attempts === 1;
    const newlySolved = correct && progress.solvedAt?.getTime() === now.getTime();
    const [me] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!me) throw notFound('User not found');
    const update = practiceRatingUpdate({
      userRating: me.practiceRating,
      attempted: me.practiceAttempted,
      solved: me.practiceSolved,
      questionRating: q.difficultyRating,
      questionFirstAttempts: q.firstAttempts,
      questionCorrectFirstAttempts: q.correctFirstAttempts,
      logExpectedSeconds: q.logExpectedSeconds ?? Math.log(q.expectedSeconds),
      singleChoiceOptions: q.type === 'single' ? q.options.length : 0,
      correct,
      seconds,
      firstAttempt,
      settled: !firstAttempt || progress.revealedAt !== null,
    });
    const solvedCount = me.practiceSolved + (newlySolved ? 1 : 0);
    await tx.insert(attempts).values({
      userId: user.id,
      questionId: q.id,
      answer,
      correct,
      seconds,
      ratingDelta: update.userDelta,
      istDay: istDay(now),
      createdAt: now,
    });
    await tx
      .update(questions)
      .set({
        attempts: sql`${questions.attempts} + 1`,
        correctAttempts: sql`${questions.correctAttempts} + ${correct ? 1 : 0}`,
        ...(firstAttempt
          ? {
              firstAttempts: sql`${questions.firstAttempts} + 1`,
              correctFirstAttempts: sql`${questions.correctFirstAttempts} + ${correct ? 1 : 0}`,
              difficultyRating: update.questionRating,
              logExpectedSeconds: update.logExpectedSeconds,
            }
          : {}),
      })
      .where(eq(questions.id, q.id));
    await tx
      .update(users)
      .set({
        practiceRating: update.userRating,
        practiceAttempted: me.practiceAttempted + (firstAttempt ? 1 : 0),
        practiceSolved: solvedCount,
      })
      .where(eq(users.id, user.id));
    if (update.userDelta !== 0) {
      await tx.insert(ratingHistory).values({
        userId: user.id,
        kind: 'practice',
        rating: update.userRating,
        delta: update.userDelta,
        questionId: q.id,
        createdAt: now,
      });
    }
    return {
      correct,
      answer: q.answer as QuestionAnswer,
      solution: q.solution,
      ratingChange: Math.round(update.userDelta * 10) / 10,
      rating: Math.round(update.userRating),
      provisional: solvedCount < PRACTICE_PROVISIONAL_SOLVED,
      solvedCount,
    };
  });
  forgetQuestion(db, number);
  return result;
}

/** Reveals the solution: from now on a right answer to this question earns no rating. */
export async function revealSolution(db: Db, user: UserRow, number: number) {
  const found = await findPublishedQuestion(db, number);
  if (!found) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  await db
    .insert(questionProgress)
    .values({ userId: user.id, questionId: found.question.id, revealedAt: new Date() })
    .onConflictDoUpdate({
      target: [questionProgress.userId, questionProgress.questionId],
      set: { revealedAt: sql`coalesce(${questionProgress.revealedAt}, now())` },
    });
  return { answer: found.question.answer as QuestionAnswer, solution: found.question.solution };
}

/** Sets or clears the user's like or dislike, keeping the question's counters in step. */
export async function react(db: Db, user: UserRow, number: number, reaction: 'like' | 'dislike' | null) {
  const found = await findPublishedQuestion(db, number);
  if (!found) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  const q = found.question;
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
  return result;
}
