/**
 * A lesson's "Try it" exercises (issue 12, item 7). A lesson's Markdown may hold one section
 * headed `## Try it` (Hindi: `## स्वयं हल करें`), in which each exercise starts with its bold
 * number and its answer is a block quote:
 *
 * ```markdown
 * ## Try it
 *
 * **1.** A's income is 25% more than B's. By what percentage is B's income less than A's?
 *
 * > **Answer:** 20%. Take B = 100: A = 125, and 25 is 20% of 125.
 * ```
 *
 * Text between the heading and the first exercise (a table the exercises share) is their intro.
 * As plain Markdown that reads well anywhere (the admin preview, a diff); the lesson page shows
 * each answer behind a toggle.
 */

export interface LessonExercise {
  /** The number the author gave the exercise. */
  number: number;
  /** The question, Markdown. */
  question: string;
  /** The answer and its working, Markdown (without the leading "Answer:" label). */
  answer: string;
}

export interface LessonWithExercises {
  /** The lesson before the "Try it" section (all of it when there is none). */
  before: string;
  /** Text of the section before its first exercise (a table or case the exercises share). */
  intro: string;
  exercises: LessonExercise[];
  /** What follows the section (the next `## ` heading on). */
  after: string;
}

export const TRY_IT_HEADINGS = ['Try it', 'स्वयं हल करें'] as const;

const SECTION = /^## (?:Try it|स्वयं हल करें)[ \t]*$/m;
const EXERCISE_START = /^\*\*(\d+)\.\*\*[ \t]+/;
const ANSWER_LABEL = /^\*\*(?:Answer|उत्तर):?\*\*:?[ \t]*/;

/** Splits a lesson into the text before its "Try it" section, the exercises, and the text after. */
export function splitLessonExercises(markdown: string): LessonWithExercises {
  const start = markdown.match(SECTION);
  if (!start || start.index === undefined) return { before: markdown, intro: '', exercises: [], after: '' };
  const before = markdown.slice(0, start.index).trimEnd();
  const rest = markdown.slice(start.index + start[0].length);
  const next = rest.search(/^## /m);
  const section = next < 0 ? rest : rest.slice(0, next);
  const after = next < 0 ? '' : rest.slice(next).trim();

  const exercises: LessonExercise[] = [];
  const intro: string[] = [];
  let current: { number: number; question: string[]; answer: string[] } | null = null;
  const finish = () => {
    if (!current) return;
    exercises.push({
      number: current.number,
      question: current.question.join('\n').trim(),
      answer: current.answer.join('\n').trim(),
    });
  };
  for (const line of section.split(/\r?\n/)) {
    const opening = line.match(EXERCISE_START);
    if (opening) {
      finish();
      current = { number: Number(opening[1]), question: [line.slice(opening[0].length)], answer: [] };
    } else if (!current) {
      intro.push(line);
    } else if (/^>/.test(line)) {
      current.answer.push(line.replace(/^>[ \t]?/, ''));
    } else if (current.answer.length === 0) {
      current.question.push(line);
    } else if (line.trim() !== '') {
      // Text after an answer's quote that is not a new exercise belongs to that answer.
      current.answer.push(line);
    }
  }
  finish();
  for (const e of exercises) e.answer = e.answer.replace(ANSWER_LABEL, '');
  return { before, intro: intro.join('\n').trim(), exercises, after };
}
