import { localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { bankSeeds, quotaOf } from './bank.js';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import {
  assertEverySeed,
  generatedQuestionProblems,
  generatorIdProblems,
  RANDOM_SEEDS,
} from './question-checks.js';
import { GENERATORS } from './registry.js';

/** Everything wrong with the question a generator makes for one seed (empty when it is right). */
function problemsOf(generator: QuestionGenerator, seed: number): string[] {
  const q = generateQuestion(generator, seed);
  const again = generateQuestion(generator, seed);
  const problems =
    JSON.stringify(again.statement) !== JSON.stringify(q.statement) ? ['not deterministic'] : [];
  problems.push(...generatedQuestionProblems(q));
  return problems.map((p) => `seed ${seed}: ${p}`);
}

describe('the generators', () => {
  it('have unique ids, each on a topic of the catalogue', () => {
    expect(generatorIdProblems(GENERATORS)).toEqual([]);
  });
});

describe.each(GENERATORS.map((g) => [g.id, g] as const))('generator %s', (_id, generator) => {
  const published = bankSeeds(generator);
  it(`is deterministic, checked, well-formed and bilingual over the bank's seeds and ${RANDOM_SEEDS} random ones`, () => {
    assertEverySeed((seed) => problemsOf(generator, seed), published);
  });

  it('publishes its quota of different questions', () => {
    const statements = published.map((seed) => localise(generateQuestion(generator, seed).statement, 'en'));
    expect(new Set(statements).size).toBe(quotaOf(generator));
  });
});
