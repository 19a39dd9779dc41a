import type { Difficulty, ExamTag } from '@preparena/shared';
import type { AuthoredQuestion } from '../../authored.js';

/**
 * Helpers to write the English-only verbal-ability questions compactly. Their signatures are
 * stable: other topic files import them.
 */

/** A single-choice question: exactly one of the options (by index) is correct. */
export function single(
  key: string,
  title: string,
  statement: string,
  options: string[],
  correctIndex: number,
  solution: string,
  difficulty: Difficulty,
  exams: ExamTag[],
  seconds: number,
): AuthoredQuestion {
  return {
    key,
    title,
    type: 'single',
    statement,
    options,
    answer: { kind: 'choice', correct: [correctIndex] },
    solution,
    difficulty,
    expectedSeconds: seconds,
    exams,
  };
}

/** A multiple-choice question: every option listed in `correctIndices` (and only those) is correct. */
export function multiple(
  key: string,
  title: string,
  statement: string,
  options: string[],
  correctIndices: number[],
  solution: string,
  difficulty: Difficulty,
  exams: ExamTag[],
  seconds: number,
): AuthoredQuestion {
  return {
    key,
    title,
    type: 'multiple',
    statement,
    options,
    answer: { kind: 'choice', correct: [...correctIndices] },
    solution,
    difficulty,
    expectedSeconds: seconds,
    exams,
  };
}

/** Common exam lists. */
export const SSC: ExamTag[] = ['SSC CGL', 'RRB NTPC'];
export const BANK: ExamTag[] = ['Bank PO', 'SSC CGL'];
export const ALL_GOVT: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO'];
export const CUET: ExamTag[] = ['CUET', 'SSC CGL'];
export const PLACE: ExamTag[] = ['Placements', 'Bank PO'];
export const HIGH: ExamTag[] = ['CAT', 'Bank PO', 'Placements'];
