import { PRACTICE_PROVISIONAL_SOLVED, practiceKFactor } from './rating-titles.js';

/** Everything the Practice rating update needs about one attempt (RATINGS.md, "Practice rating"). */
export interface PracticeAttemptInput {
  /** The user's rating before the attempt, and how many questions they attempted and solved before it. */
  userRating: number;
  attempted: number;
  solved: number;
  /** The question's difficulty rating, how many first attempts and correct first attempts it has had. */
  questionRating: number;
  questionFirstAttempts: number;
  questionCorrectFirstAttempts: number;
  /** Natural log of the question's expected solve time in seconds. */
  logExpectedSeconds: number;
  /** Number of options of a single-choice question; 0 for multiple choice and numeric answers. */
  singleChoiceOptions: number;
  correct: boolean;
  seconds: number;
  /** True for the user's first attempt at this question. */
  firstAttempt: boolean;
  /** True when the user already answered it correctly or revealed the solution: then nothing changes. */
  settled: boolean;
}

export interface PracticeAttemptResult {
  /** Probability of a right answer the ratings predicted (with the guessing floor). */
  expected: number;
  /** Score of the attempt: 0 when wrong, 1 when right within the expected time, less when slower. */
  score: number;
  k: number;
  userDelta: number;
  userRating: number;
  questionRating: number;
  logExpectedSeconds: number;
}

/** Expected score: guessing floor g plus the Elo logistic of the rating gap. */
export function practiceExpectedScore(
  userRating: number,
  questionRating: number,
  singleChoiceOptions: number,
): number {
  const g = singleChoiceOptions > 1 ? 1 / singleChoiceOptions : 0;
  return g + (1 - g) / (1 + 10 ** ((questionRating - userRating) / 400));
}

/** Time-aware score of a right answer: 1 up to the expected time, then 0.9 per extra expected time. */
export function practiceTimeScore(correct: boolean, seconds: number, expectedSeconds: number): number {
  if (!correct) return 0;
  const t = Math.min(Math.max(seconds, 0.1 * expectedSeconds), 8 * expectedSeconds);
  return t <= expectedSeconds ? 1 : 0.9 ** (t / expectedSeconds - 1);
}

/**
 * One attempt's effect on the user's Practice rating and the question's difficulty (adapted Elo).
 * A right answer never lowers the user's rating (a slow one just earns less); a wrong one always
 * costs K times the predicted chance of success. The question learns only from first attempts.
 */
export function practiceRatingUpdate(input: PracticeAttemptInput): PracticeAttemptResult {
  const expected = practiceExpectedScore(input.userRating, input.questionRating, input.singleChoiceOptions);
  const expectedSeconds = Math.exp(input.logExpectedSeconds);
  const score = practiceTimeScore(input.correct, input.seconds, expectedSeconds);
  const k = practiceKFactor(input.userRating, input.attempted);
  if (input.settled) {
    return {
      expected,
      score,
      k,
      userDelta: 0,
      userRating: input.userRating,
      questionRating: input.questionRating,
      logExpectedSeconds: input.logExpectedSeconds,
    };
  }
  const raw = k * (score - expected);
  const userDelta = input.correct ? Math.max(0, raw) : raw;
  let questionRating = input.questionRating;
  let logExpectedSeconds = input.logExpectedSeconds;
  if (input.firstAttempt) {
    const provisional = input.solved < PRACTICE_PROVISIONAL_SOLVED;
    const kq = Math.max(10, 139 / (1 + 0.05 * input.questionFirstAttempts)) * (provisional ? 0.5 : 1);
    questionRating -= kq * (score - expected);
    if (input.correct) {
      const t = Math.min(Math.max(input.seconds, 0.1 * expectedSeconds), 8 * expectedSeconds);
      logExpectedSeconds += (Math.log(t) - logExpectedSeconds) / (input.questionCorrectFirstAttempts + 5);
    }
  }
  return {
    expected,
    score,
    k,
    userDelta,
    userRating: input.userRating + userDelta,
    questionRating,
    logExpectedSeconds,
  };
}

/** A rating as shown: whole points. */
export function displayRating(rating: number): number {
  return Math.round(rating);
}
