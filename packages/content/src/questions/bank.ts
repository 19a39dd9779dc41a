import type { QuestionContent } from '@preparena/shared';
import { generateQuestion } from './generator.js';
import { GENERATORS } from './registry.js';

/** How many seeds each generator contributes to the bank. */
export const SEEDS_PER_GENERATOR = 120;

export interface GeneratedQuestionRow extends QuestionContent {
  topic: string;
  source: { generator: string; seed: number };
}

/**
 * The generated part of the question bank: every generator over seeds 1..SEEDS_PER_GENERATOR.
 * `skip` lets the seeder leave out generators whose questions are all stored already.
 */
export function generatedBank(
  options: { skip?: (generatorId: string, count: number) => boolean } = {},
): GeneratedQuestionRow[] {
  const rows: GeneratedQuestionRow[] = [];
  for (const generator of GENERATORS) {
    if (options.skip?.(generator.id, SEEDS_PER_GENERATOR)) continue;
    for (let seed = 1; seed <= SEEDS_PER_GENERATOR; seed++) {
      const { check: _check, numbers: _numbers, ...question } = generateQuestion(generator, seed);
      rows.push({ ...question, topic: generator.topic });
    }
  }
  return rows;
}
