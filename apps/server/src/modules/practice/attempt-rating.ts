import { type AttemptResult, PRACTICE_PROVISIONAL_SOLVED, practiceRatingUpdate } from '@preparena/shared';
import type { users as usersTable } from '../users/users.tables.js';
import type { questions as questionsTable } from './practice.tables.js';

/** The key of a (learner, question) pair in a batch's progress map. */
export const pairKey = (a: { userId: string; questionId: string }) => `${a.userId}|${a.questionId}`;

/** One checked attempt waiting to be stored: correctness is decided, ratings are not yet. */
export interface QueuedAttempt {
  userId: string;
  questionId: string;
  answer: number[] | number;
  correct: boolean;
  seconds: number;
  /** The question's fixed facts the rating needs (its ratings are read locked in the batch). */
  expectedSeconds: number;
  singleChoiceOptions: number;
}

/** What the learner is told; the service adds the answer and solution. */
export type StoredAttempt = Omit<AttemptResult, 'answer' | 'solution'>;

/** A question's counters and ratings after the batch, as its row holds them (for the caches). */
export type QuestionStats = Pick<
  typeof questionsTable.$inferSelect,
  | 'difficultyRating'
  | 'logExpectedSeconds'
  | 'firstAttempts'
  | 'correctFirstAttempts'
  | 'attempts'
  | 'correctAttempts'
>;
/** A learner's Practice counters after the batch, as their row holds them (for the caches). */
export type UserStats = Pick<
  typeof usersTable.$inferSelect,
  'practiceRating' | 'practiceAttempted' | 'practiceSolved'
>;

/** An attempt stored: what the learner is told, and the question's and learner's rows after the batch. */
export interface StoredOutcome {
  told: StoredAttempt;
  question: QuestionStats;
  user: UserStats;
  /** Whether the learner had revealed the solution (so the key may go with any answer). */
  revealed: boolean;
}

export interface UserState {
  rating: number;
  attempted: number;
  solved: number;
}
export interface QuestionState {
  rating: number;
  firstAttempts: number;
  correctFirstAttempts: number;
  logExpectedSeconds: number | null;
  /** Attempts and right ones stored before this batch. */
  attemptsBefore: number;
  correctBefore: number;
  /** Attempts and right ones of this batch. */
  attempts: number;
  correctAttempts: number;
}
export interface PairState {
  /** Attempts stored before this batch, then counted up as the batch is walked through. */
  attempts: number;
  /** Whether the learner had solved it before this batch (or did so earlier in it). */
  solved: boolean;
  /** Whether this batch's upsert marked it solved now (its first right answer gets the count). */
  solvedNow: boolean;
  revealed: boolean;
}

/**
 * A batch's writes: its attempt rows, in the batch's order. Each carries the learner's rating change
 * (`rating_delta`), so the attempts are also the learner's Practice rating history.
 */
export interface RatedBatch {
  results: StoredAttempt[];
  attemptRows: unknown[];
}

/**
 * Works out each attempt's verdict and both ratings in order of arrival, exactly as one attempt at
 * a time would, moving the learners', questions' and pairs' states along (pure: no I/O).
 */
export function rateAttempts(
  batch: QueuedAttempt[],
  users: Map<string, UserState>,
  questions: Map<string, QuestionState>,
  progress: Map<string, PairState>,
): RatedBatch {
  const results: StoredAttempt[] = [];
  const attemptRows: unknown[] = [];
  for (const a of batch) {
    const user = users.get(a.userId);
    const question = questions.get(a.questionId);
    const pair = progress.get(pairKey(a));
    if (!user || !question || !pair) throw new Error('attempt batch: a learner or question vanished');
    const firstAttempt = pair.attempts === 0;
    pair.attempts += 1;
    const newlySolved = a.correct && !pair.solved && pair.solvedNow;
    if (a.correct) pair.solved = true;
    const update = practiceRatingUpdate({
      userRating: user.rating,
      attempted: user.attempted,
      solved: user.solved,
      questionRating: question.rating,
      questionFirstAttempts: question.firstAttempts,
      questionCorrectFirstAttempts: question.correctFirstAttempts,
      logExpectedSeconds: question.logExpectedSeconds ?? Math.log(a.expectedSeconds),
      singleChoiceOptions: a.singleChoiceOptions,
      correct: a.correct,
      seconds: a.seconds,
      firstAttempt,
      settled: !firstAttempt || pair.revealed,
    });
    user.rating = update.userRating;
    user.attempted += firstAttempt ? 1 : 0;
    user.solved += newlySolved ? 1 : 0;
    question.attempts += 1;
    question.correctAttempts += a.correct ? 1 : 0;
    if (firstAttempt) {
      question.firstAttempts += 1;
      question.correctFirstAttempts += a.correct ? 1 : 0;
      question.rating = update.questionRating;
      question.logExpectedSeconds = update.logExpectedSeconds;
    }
    attemptRows.push({
      user_id: a.userId,
      question_id: a.questionId,
      answer: a.answer,
      correct: a.correct,
      seconds: a.seconds,
      delta: update.userDelta,
    });
    results.push({
      correct: a.correct,
      ratingChange: Math.round(update.userDelta * 10) / 10,
      rating: Math.round(update.userRating),
      provisional: user.solved < PRACTICE_PROVISIONAL_SOLVED,
      solvedCount: user.solved,
    });
  }

  return { results, attemptRows };
}

/** The rows as they now are, for the caches (a reload reads the ratings rounded to single precision). */
export function storedOutcomes(
  batch: QueuedAttempt[],
  results: StoredAttempt[],
  users: Map<string, UserState>,
  questions: Map<string, QuestionState>,
  progress: Map<string, PairState>,
): StoredOutcome[] {
  const questionStats = new Map<string, QuestionStats>();
  for (const [id, q] of questions) {
    questionStats.set(id, {
      difficultyRating: q.rating,
      logExpectedSeconds: q.logExpectedSeconds,
      firstAttempts: q.firstAttempts,
      correctFirstAttempts: q.correctFirstAttempts,
      attempts: q.attemptsBefore + q.attempts,
      correctAttempts: q.correctBefore + q.correctAttempts,
    });
  }
  const userStats = new Map<string, UserStats>();
  for (const [id, u] of users) {
    userStats.set(id, { practiceRating: u.rating, practiceAttempted: u.attempted, practiceSolved: u.solved });
  }
  return batch.map((a, i) => {
    const told = results[i];
    const question = questionStats.get(a.questionId);
    const user = userStats.get(a.userId);
    if (!told || !question || !user) throw new Error('attempt batch: an outcome is missing');
    return { told, question, user, revealed: progress.get(pairKey(a))?.revealed ?? false };
  });
}
