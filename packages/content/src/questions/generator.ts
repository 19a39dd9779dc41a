import type { Difficulty, ExamTag, QuestionAnswer, QuestionContent } from '@preparena/shared';
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
  const q = generator.generate(new Rng(seed));
  return {
    ...q,
    difficulty: generator.difficulty,
    exams: generator.exams,
    source: { generator: generator.id, seed },
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
