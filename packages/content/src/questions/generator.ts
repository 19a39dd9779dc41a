import type { Difficulty, ExamTag, LocalisedText, QuestionAnswer, QuestionContent } from '@preparena/shared';
import { TOPICS_FILE } from '../catalogue/build-catalogue.js';
import { articleBeforeNumber, singularAfterOne } from '../text-singular.js';
import { Rng } from './random.js';

/**
 * A question generator: a pure, seeded function producing a question with its answer and worked
 * solution in English and Hindi, and an independent checker that recomputes the answer another way.
 */
export interface QuestionGenerator {
  /** Stable id, `<topic>/<name>`; stored with each question so the bank is reproducible. */
  id: string;
  topic: string;
  difficulty: Difficulty;
  exams: ExamTag[];
  /**
   * How many distinct questions the bank publishes from this generator (seeds 1, 2, 3…); the
   * default is SEEDS_PER_GENERATOR. Newer shapes publish fewer, so a topic's many shapes share it.
   */
  count?: number;
  generate(rng: Rng): GeneratedQuestion;
}

/** A generated question plus the data its checker needs. */
export interface GeneratedQuestion extends Omit<QuestionContent, 'difficulty' | 'exams'> {
  /** Recomputes the answer independently of how `generate` found it (a different method). */
  check(): QuestionAnswer;
  /** Numbers that must appear in both languages (e.g. the givens). */
  numbers: number[];
}

/** The question a generator makes for one seed. */
export function generateQuestion(generator: QuestionGenerator, seed: number) {
  const q = polished(generator.generate(new Rng(seed)));
  return {
    ...q,
    difficulty: rubricDifficulty(generator.difficulty, q.expectedSeconds, generator.topic),
    exams: generator.exams,
    source: { generator: generator.id, seed },
  };
}

/**
 * The label the difficulty rubric (docs/question-bank.md) allows in quantitative, reasoning and DI
 * topics: `hard` means CAT level, a budget of at least CAT_LEVEL_SECONDS; a question labelled hard
 * with a shorter budget is `medium`. Verbal and reading-comprehension items keep their labels.
 */
export const CAT_LEVEL_SECONDS = 180;
/** The courses whose labels follow the time rubric. */
export const RUBRIC_COURSES: readonly string[] = [
  'quantitative-aptitude',
  'logical-reasoning',
  'data-interpretation',
];
const RUBRIC_TOPICS = new Set(
  TOPICS_FILE.courses
    .filter((c) => RUBRIC_COURSES.includes(c.slug))
    .flatMap((c) => c.topics.map((t) => t.slug)),
);
export function rubricDifficulty(label: Difficulty, expectedSeconds: number, topic: string): Difficulty {
  return label === 'hard' && expectedSeconds < CAT_LEVEL_SECONDS && RUBRIC_TOPICS.has(topic)
    ? 'medium'
    : label;
}

const polishedEnglish = (text: string) => articleBeforeNumber(singularAfterOne(text));

/** English text with "1 days" made "1 day" and "a 84 m" made "an 84 m" (text-polish.ts); Hindi as it is. */
export function polishedText(t: LocalisedText): LocalisedText {
  if (typeof t === 'string') return polishedEnglish(t);
  return t.en === undefined ? t : { ...t, en: polishedEnglish(t.en) };
}

/** A made question with its English polished (the checker and numbers untouched). */
export function polished<Q extends Pick<QuestionContent, 'title' | 'statement' | 'options' | 'solution'>>(
  q: Q,
): Q {
  return {
    ...q,
    title: polishedText(q.title),
    statement: polishedText(q.statement),
    options: q.options.map(polishedText),
    solution: polishedText(q.solution),
  };
}

/**
 * Options for a single-choice question: the correct value among distinct distractors built from
 * real mistakes, shuffled. Returns the option texts and the index of the correct one.
 */
export function choiceOptions(
  rng: Rng,
  correct: number,
  distractors: number[],
  format: (n: number) => string = String,
  count = 4,
): { options: string[]; correctIndex: number } {
  const seen = new Set([format(correct)]);
  const wrong: string[] = [];
  for (const d of distractors) {
    const text = format(d);
    if (Number.isFinite(d) && !seen.has(text)) {
      seen.add(text);
      wrong.push(text);
    }
    if (wrong.length === count - 1) break;
  }
  // Fall back to near misses when the mistakes collide (kept plausible: close to the answer).
  for (let step = 1; wrong.length < count - 1; step++) {
    for (const candidate of [correct + step, correct - step]) {
      const text = format(candidate);
      if (wrong.length < count - 1 && candidate > 0 && !seen.has(text)) {
        seen.add(text);
        wrong.push(text);
      }
    }
  }
  const options = rng.shuffle([format(correct), ...wrong]);
  return { options, correctIndex: options.indexOf(format(correct)) };
}
