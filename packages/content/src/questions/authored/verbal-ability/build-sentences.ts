import type { Difficulty, ExamTag } from '@preparena/shared';
import type { AuthoredQuestion, AuthoredSet } from '../../authored.js';
import { single } from './build.js';

/**
 * Small builders for the sentence and paragraph topics of verbal ability (English only). Each
 * keeps the question's key, text and answer explicit; they only fill in the repeated shape.
 */

/** A single-choice question: exactly one option (by index) is correct (the grammar topics' builder). */
export const choice = single;

/** A type-in question whose answer is a whole number (an order such as 2413). */
export function typeIn(
  key: string,
  title: string,
  statement: string,
  value: number,
  solution: string,
  difficulty: Difficulty,
  exams: ExamTag[],
  seconds: number,
): AuthoredQuestion {
  return {
    key,
    title,
    type: 'numeric',
    statement,
    options: [],
    answer: { kind: 'numeric', value, tolerance: 0 },
    solution,
    difficulty,
    expectedSeconds: seconds,
    exams,
  };
}

/**
 * An error-spotting question: the sentence in three parts, the part with the error (0-2) or 3 for
 * "No error".
 */
export function spot(
  key: string,
  parts: [string, string, string],
  error: 0 | 1 | 2 | 3,
  solution: string,
  difficulty: Difficulty,
  exams: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO'],
): AuthoredQuestion {
  const [a, b, c] = parts;
  return choice(
    key,
    'Spot the error',
    `Read the sentence and find the part that contains a grammatical or usage error. If there is none, choose "No error".\n\n**(A)** ${a} / **(B)** ${b} / **(C)** ${c} / **(D)** No error`,
    [`(A) ${a}`, `(B) ${b}`, `(C) ${c}`, '(D) No error'],
    error,
    solution,
    difficulty,
    exams,
    difficulty === 'hard' ? 60 : difficulty === 'medium' ? 45 : 30,
  );
}

/**
 * A sentence-improvement question: the sentence with the part to replace in **bold**, three
 * replacements and "No improvement" last; `correct` is the index of the right option (3 when the
 * sentence needs no change).
 */
export function improve(
  key: string,
  sentence: string,
  replacements: [string, string, string],
  correct: 0 | 1 | 2 | 3,
  solution: string,
  difficulty: Difficulty,
  exams: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO'],
): AuthoredQuestion {
  return choice(
    key,
    'Improve the sentence',
    `Choose the best replacement for the part in bold. If the sentence is correct as it stands, choose "No improvement".\n\n${sentence}`,
    [...replacements, 'No improvement'],
    correct,
    solution,
    difficulty,
    exams,
    difficulty === 'hard' ? 60 : difficulty === 'medium' ? 45 : 30,
  );
}

const LABELS = ['P', 'Q', 'R', 'S', 'T'];

/**
 * Labelled parts shown in label order. `inOrder` holds the parts in their correct order and
 * `order` the label each of them gets (e.g. 'RPSQ': the first part is R).
 */
export function labelled(inOrder: string[], order: string): string {
  if (order.length !== inOrder.length)
    throw new Error(`order ${order} does not match ${inOrder.length} parts`);
  const byLabel = new Map<string, string>();
  [...order].forEach((label, i) => {
    byLabel.set(label, inOrder[i] ?? '');
  });
  return LABELS.slice(0, inOrder.length)
    .map((label) => `**${label}:** ${byLabel.get(label) ?? ''}`)
    .join('\n');
}

/**
 * Options for an ordering question: the correct order placed at `correctAt` among the three
 * distractors (which must differ from it).
 */
export function orderOptions(
  order: string,
  distractors: [string, string, string],
  correctAt: number,
): string[] {
  const options = [...distractors];
  options.splice(correctAt, 0, order);
  return options;
}

/** One blank of a cloze passage: its four options, the correct index, why, and its difficulty. */
export interface Blank {
  options: [string, string, string, string];
  correct: 0 | 1 | 2 | 3;
  solution: string;
  difficulty: Difficulty;
}

/** A cloze passage with its blanks (1)...(5), each asked as "Blank (n)". */
export function cloze(
  key: string,
  title: string,
  body: string,
  blanks: Blank[],
  exams: ExamTag[],
): AuthoredSet {
  return {
    key,
    set: { kind: 'passage', title, body },
    questions: blanks.map((b, i) =>
      choice(
        `b${i + 1}`,
        `Cloze: ${title.toLowerCase()}, blank ${i + 1}`,
        `Blank (${i + 1}) of the passage "${title}": choose the word or phrase that best fills it.`,
        b.options,
        b.correct,
        b.solution,
        b.difficulty,
        exams,
        b.difficulty === 'hard' ? 60 : 45,
      ),
    ),
  };
}
