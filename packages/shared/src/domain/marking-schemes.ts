import type { QuestionType } from './questions.js';

/** The marking schemes a contest can use (issue 13); each names one. */
export const MARKING_SCHEME_IDS = ['cat', 'ssc-cgl', 'ibps-po', 'rrb-ntpc', 'cuet', 'none'] as const;
export type MarkingSchemeId = (typeof MARKING_SCHEME_IDS)[number];

/**
 * Marks as a fraction (numerator / denominator), so that RRB NTPC's one third adds up exactly:
 * a score is summed from counts and divided once (`schemeScore`).
 */
export interface Marks {
  numerator: number;
  denominator: number;
}

export interface MarkingScheme {
  id: MarkingSchemeId;
  /** The exam's own name for the scheme, as the contest and result pages show it. */
  label: string;
  /** Marks for a right answer. */
  correct: Marks;
  /** Marks taken away for a wrong choice answer (single or multiple). */
  wrongChoice: Marks;
  /** Marks taken away for a wrong type-in (numeric, CAT's TITA) answer. */
  wrongNumeric: Marks;
}

const whole = (n: number): Marks => ({ numerator: n, denominator: 1 });
const ZERO = whole(0);

/** Every scheme, by id. Unanswered questions score 0 in all of them. */
export const MARKING_SCHEMES: Record<MarkingSchemeId, MarkingScheme> = {
  cat: {
    id: 'cat',
    label: 'CAT: +3 right, −1 wrong (MCQ), 0 wrong (TITA)',
    correct: whole(3),
    wrongChoice: whole(1),
    wrongNumeric: ZERO,
  },
  'ssc-cgl': {
    id: 'ssc-cgl',
    label: 'SSC CGL: +2 right, −0.5 wrong',
    correct: whole(2),
    wrongChoice: { numerator: 1, denominator: 2 },
    wrongNumeric: { numerator: 1, denominator: 2 },
  },
  'ibps-po': {
    id: 'ibps-po',
    label: 'IBPS PO: +1 right, −0.25 wrong',
    correct: whole(1),
    wrongChoice: { numerator: 1, denominator: 4 },
    wrongNumeric: { numerator: 1, denominator: 4 },
  },
  'rrb-ntpc': {
    id: 'rrb-ntpc',
    label: 'RRB NTPC: +1 right, −⅓ wrong',
    correct: whole(1),
    wrongChoice: { numerator: 1, denominator: 3 },
    wrongNumeric: { numerator: 1, denominator: 3 },
  },
  cuet: {
    id: 'cuet',
    label: 'CUET: +5 right, −1 wrong',
    correct: whole(5),
    wrongChoice: whole(1),
    wrongNumeric: whole(1),
  },
  none: {
    id: 'none',
    label: 'No negative marking: +1 right',
    correct: whole(1),
    wrongChoice: ZERO,
    wrongNumeric: ZERO,
  },
};

/** One question's outcome in a participation. */
export interface MarkedAnswer {
  type: QuestionType;
  /** null when the question was left unanswered. */
  correct: boolean | null;
}

export interface SchemeTally {
  score: number;
  correct: number;
  wrong: number;
  unanswered: number;
}

/** A score rounded once, at the edge, to two decimals (−⅓ per wrong answer makes thirds). */
export function roundScore(value: number): number {
  // `+ 0` turns a rounded −0 into 0.
  return Math.round(value * 100) / 100 + 0;
}

/** The marks one answer earns under a scheme (unrounded; for the result page's per-question column). */
export function answerMarks(scheme: MarkingScheme, answer: MarkedAnswer): number {
  if (answer.correct === null) return 0;
  if (answer.correct) return scheme.correct.numerator / scheme.correct.denominator;
  const penalty = answer.type === 'numeric' ? scheme.wrongNumeric : scheme.wrongChoice;
  return -penalty.numerator / penalty.denominator;
}

/**
 * The score of a set of answers: counts are multiplied by each mark as a fraction over one common
 * denominator and divided once, so 3 wrong answers under −⅓ cost exactly 1, then rounded.
 */
export function schemeScore(scheme: MarkingScheme, answers: MarkedAnswer[]): SchemeTally {
  const right = answers.filter((a) => a.correct === true).length;
  const wrongChoice = answers.filter((a) => a.correct === false && a.type !== 'numeric').length;
  const wrongNumeric = answers.filter((a) => a.correct === false && a.type === 'numeric').length;
  const { correct, wrongChoice: wc, wrongNumeric: wn } = scheme;
  const denominator = correct.denominator * wc.denominator * wn.denominator;
  const numerator =
    right * correct.numerator * (denominator / correct.denominator) -
    wrongChoice * wc.numerator * (denominator / wc.denominator) -
    wrongNumeric * wn.numerator * (denominator / wn.denominator);
  return {
    score: roundScore(numerator / denominator),
    correct: right,
    wrong: wrongChoice + wrongNumeric,
    unanswered: answers.length - right - wrongChoice - wrongNumeric,
  };
}
