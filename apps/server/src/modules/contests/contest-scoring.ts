import {
  answerMarks,
  MARKING_SCHEMES,
  type MarkingSchemeId,
  type QuestionType,
  roundScore,
  SPRINT_WRONG_PENALTY_SECONDS,
  schemeScore,
} from '@preparena/shared';

export interface ScoredAnswer {
  type: QuestionType;
  /** null: not answered (or cleared). */
  correct: boolean | null;
  /** When it was saved (sprint tie-break). */
  savedAt: Date;
}

export interface Tally {
  score: number;
  correct: number;
  wrong: number;
  penaltySeconds: number;
}

/** The points one answer earns under a contest's scheme (rounded like the score). */
export function pointsFor(scheme: MarkingSchemeId, type: QuestionType, correct: boolean | null): number {
  return roundScore(answerMarks(MARKING_SCHEMES[scheme], { type, correct }));
}

/**
 * A participation's tally: the scheme's score over its answers and, for the tie-break, the seconds
 * from its start to the last scoring answer plus SPRINT_WRONG_PENALTY_SECONDS per wrong answer.
 */
export function tallyOf(scheme: MarkingSchemeId, answers: ScoredAnswer[], startedAt: Date): Tally {
  const { score, correct, wrong } = schemeScore(MARKING_SCHEMES[scheme], answers);
  const lastScoring = answers
    .filter((a) => a.correct === true)
    .reduce((latest, a) => Math.max(latest, a.savedAt.getTime()), startedAt.getTime());
  return {
    score,
    correct,
    wrong,
    penaltySeconds: (lastScoring - startedAt.getTime()) / 1000 + wrong * SPRINT_WRONG_PENALTY_SECONDS,
  };
}

/** The best score a contest allows: every question right. */
export function maxScore(scheme: MarkingSchemeId, questionCount: number): number {
  const { correct } = MARKING_SCHEMES[scheme];
  return roundScore((questionCount * correct.numerator) / correct.denominator);
}

/** 1 + how many finished participations did better (higher score, then lower tie-break). */
export function rankOf(
  mine: { score: number; penaltySeconds: number },
  field: { score: number | null; penaltySeconds: number }[],
  usesTieBreak: boolean,
): number {
  return (
    1 +
    field.filter((other) => {
      const score = other.score ?? 0;
      if (score !== mine.score) return score > mine.score;
      return usesTieBreak && other.penaltySeconds < mine.penaltySeconds;
    }).length
  );
}

/** Share (0–100, one decimal) of the field scoring at most `mine`; the participant counts in the field. */
export function percentileOf(mine: number, field: number[]): number {
  if (field.length === 0) return 100;
  const atMost = field.filter((s) => s <= mine).length;
  return Math.round((atMost / field.length) * 1000) / 10;
}
