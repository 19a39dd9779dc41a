import {
  type AttemptResult,
  isCorrectAnswer,
  PRACTICE_PROVISIONAL_SOLVED,
  practiceRatingUpdate,
  type QuestionAnswer,
} from '@preparena/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questionProgress, questions } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { forgetSessionUser, type UserRow } from '../../plugins/auth.js';
import { recordAttempt, startAttempt } from './attempt.repository.js';
import { findPublishedQuestion } from './practice.repository.js';
import { publishedQuestionView } from './question.service.js';
import { forgetQuestion } from './question-cache.js';
import { forgetUserProgress } from './user-progress.js';

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
  // The question as everyone sees it (cached): its answer and type; its ratings are read locked below.
  const view = await publishedQuestionView(db, number);
  if (!view) throw notFound('Question not found', 'QUESTION_NOT_FOUND');
  const q = view.question;
  if (!q.answer) throw badRequest('This question cannot be answered yet', 'NO_ANSWER');
  checkShape(q.type, q.options.length, answer);
  const correct = isCorrectAnswer(q.answer as QuestionAnswer, answer);

  // Two statements in one transaction: count the attempt and lock both ratings, then store it all.
  const result = await db.transaction(async (tx) => {
    const start = await startAttempt(tx, { userId: user.id, questionId: q.id, correct, now });
    if (!start) throw notFound('User not found');
    const firstAttempt = start.attempts === 1;
    const update = practiceRatingUpdate({
      userRating: start.practiceRating,
      attempted: start.practiceAttempted,
      solved: start.practiceSolved,
      questionRating: start.difficultyRating,
      questionFirstAttempts: start.firstAttempts,
      questionCorrectFirstAttempts: start.correctFirstAttempts,
      logExpectedSeconds: start.logExpectedSeconds ?? Math.log(q.expectedSeconds),
      singleChoiceOptions: q.type === 'single' ? q.options.length : 0,
      correct,
      seconds,
      firstAttempt,
      settled: !firstAttempt || start.revealed,
    });
    const solvedCount = start.practiceSolved + (start.newlySolved ? 1 : 0);
    await recordAttempt(tx, {
      userId: user.id,
      questionId: q.id,
      answer,
      correct,
      seconds,
      istDay: istDay(now),
      now,
      firstAttempt,
      userRating: update.userRating,
      userDelta: update.userDelta,
      questionRating: update.questionRating,
      logExpectedSeconds: update.logExpectedSeconds,
      attempted: start.practiceAttempted + (firstAttempt ? 1 : 0),
      solved: solvedCount,
    });
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
  forgetUserProgress(db, user.id);
  // The session row carries the rating and solved count the summary shows.
  forgetSessionUser(db, user.id);
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
  forgetUserProgress(db, user.id);
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
  forgetUserProgress(db, user.id);
  return result;
}
