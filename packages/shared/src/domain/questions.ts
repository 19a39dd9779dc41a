import type { LocalisedText } from './localised-text.js';

/** Exams a question can suit (issue 5). */
export const EXAM_TAGS = [
  'CAT',
  'SSC CGL',
  'RRB NTPC',
  'Bank PO',
  'CUET',
  'GMAT',
  'GRE',
  'Placements',
] as const;
export type ExamTag = (typeof EXAM_TAGS)[number];

export const QUESTION_TYPES = ['single', 'multiple', 'numeric'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Starting difficulty rating of each difficulty (RATINGS.md). */
export const DIFFICULTY_START_RATING: Record<Difficulty, number> = { easy: 1000, medium: 1400, hard: 1800 };

/** The correct answer: option indices for choice questions, a number with a tolerance for type-in ones. */
export type QuestionAnswer =
  | { kind: 'choice'; correct: number[] }
  | { kind: 'numeric'; value: number; tolerance: number };

/** Whether a submitted answer is right. Choice answers must name exactly the correct options. */
export function isCorrectAnswer(answer: QuestionAnswer, submitted: number[] | number): boolean {
  if (answer.kind === 'numeric') {
    return (
      typeof submitted === 'number' &&
      Number.isFinite(submitted) &&
      Math.abs(submitted - answer.value) <= answer.tolerance
    );
  }
  if (!Array.isArray(submitted)) return false;
  const chosen = [...new Set(submitted)].sort((a, b) => a - b);
  const correct = [...answer.correct].sort((a, b) => a - b);
  return chosen.length === correct.length && chosen.every((v, i) => v === correct[i]);
}

/**
 * Why an answer does not fit a question of this type (the message the API answers with), or null
 * when it fits: a number for type-in questions, existing options (exactly one for single choice).
 */
export function answerShapeProblem(
  type: QuestionType,
  optionCount: number,
  answer: number[] | number,
): string | null {
  if (type === 'numeric') return typeof answer === 'number' ? null : 'Type a number as your answer';
  if (!Array.isArray(answer)) return 'Choose an option';
  if (answer.some((i) => i >= optionCount)) return 'That option does not exist';
  if (type === 'single' && new Set(answer).size !== 1) return 'Choose exactly one option';
  return null;
}

/** A question as content defines it (generated or authored), before it gets a number in the bank. */
export interface QuestionContent {
  title: LocalisedText;
  type: QuestionType;
  statement: LocalisedText;
  options: LocalisedText[];
  answer: QuestionAnswer;
  solution: LocalisedText;
  difficulty: Difficulty;
  /** The time a prepared candidate needs, in seconds. */
  expectedSeconds: number;
  exams: ExamTag[];
}
