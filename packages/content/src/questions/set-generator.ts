import type { Difficulty, ExamTag, QuestionSetContent } from '@preparena/shared';
import { type GeneratedQuestion, polished, polishedText, rubricDifficulty } from './generator.js';
import { Rng } from './random.js';

/**
 * A question-set generator: a pure, seeded function producing a passage or chart (a DI table, bar
 * chart, caselet, arrangement…) with the 4-5 questions asked on it, each with its answer, worked
 * solution and independent checker, in English and Hindi. The same seed always yields the same set.
 */
export interface QuestionSetGenerator {
  /** Stable id, `<topic>/<name>`; each question of a set is stored as `<id>/q<n>` with the set's seed. */
  id: string;
  topic: string;
  difficulty: Difficulty;
  exams: ExamTag[];
  generate(rng: Rng): GeneratedSet;
}

export interface GeneratedSet {
  set: QuestionSetContent;
  /** 4 or 5 questions on the set; each checker must recompute its answer from the set's data. */
  questions: GeneratedQuestion[];
  /** Numbers that must appear in both languages of the set's body or charts. */
  numbers: number[];
}

/** The set a set generator makes for one seed, with each question's stored source. */
export function generateSet(generator: QuestionSetGenerator, seed: number) {
  const made = generator.generate(new Rng(seed));
  // One label for the whole set, by the rubric: hard (CAT level) needs a question of ≥ 180 s.
  const label = rubricDifficulty(
    generator.difficulty,
    Math.max(0, ...made.questions.map((q) => q.expectedSeconds)),
    generator.topic,
  );
  return {
    set: { ...made.set, title: polishedText(made.set.title), body: polishedText(made.set.body) },
    numbers: made.numbers,
    source: { generator: generator.id, seed },
    questions: made.questions.map((q, i) => ({
      ...polished(q),
      difficulty: label,
      exams: generator.exams,
      source: { generator: `${generator.id}/q${i + 1}`, seed },
    })),
  };
}
