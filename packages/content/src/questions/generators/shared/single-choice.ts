import type { LocalisedText, QuestionAnswer } from '@preparena/shared';

/**
 * A single-choice question whose checker picks the right option's index another way: the shape the
 * reasoning generators return (title, statement, options, key, solution, budget, givens, checker).
 */
export function singleChoice(
  title: LocalisedText,
  statement: LocalisedText,
  options: LocalisedText[],
  correct: number,
  solution: LocalisedText,
  seconds: number,
  numbers: number[],
  check: () => number,
) {
  return {
    title,
    type: 'single' as const,
    statement,
    options,
    answer: { kind: 'choice' as const, correct: [correct] },
    solution,
    expectedSeconds: seconds,
    numbers,
    check(): QuestionAnswer {
      return { kind: 'choice', correct: [check()] };
    },
  };
}
