import { type LocalisedText, localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { bankStatements, quotaOf } from './bank.js';
import { generateQuestion, type QuestionGenerator } from './generator.js';
import { assertEverySeed, generatedQuestionProblems, makesTwice, RANDOM_SEEDS } from './question-checks.js';

/** Everything wrong with the question a generator makes for one seed (empty when it is right). */
function problemsOf(
  generator: QuestionGenerator,
  seed: number,
  published: Map<number, LocalisedText>,
): string[] {
  const q = generateQuestion(generator, seed);
  const earlier =
    published.get(seed) ?? (makesTwice(seed) ? generateQuestion(generator, seed).statement : undefined);
  const problems =
    earlier && JSON.stringify(earlier) !== JSON.stringify(q.statement) ? ['not deterministic'] : [];
  problems.push(...generatedQuestionProblems(q));
  return problems.map((p) => `seed ${seed}: ${p}`);
}

/**
 * The generators of one shard of a list (every `shards`-th one, from the `shard`-th, counting from 1).
 * The property tests are the slowest of the repository, so they are spread over several files,
 * which vitest runs on both cores; interleaving keeps the shards about equally slow.
 */
export function shardOf<T>(items: readonly T[], shard: number, shards: number): T[] {
  return items.filter((_, i) => i % shards === shard - 1);
}

/** How many files the single-question generators' property tests are spread over. */
export const GENERATOR_SHARDS = 4;

/** The property tests of single-question generators (of one shard). */
export function describeGeneratorProperties(generators: readonly QuestionGenerator[]): void {
  describe.each(generators.map((g) => [g.id, g] as const))('generator %s', (_id, generator) => {
    const published = bankStatements(generator);
    it(`is deterministic, checked, well-formed and bilingual over the bank's seeds and ${RANDOM_SEEDS} random ones`, () => {
      assertEverySeed((seed) => problemsOf(generator, seed, published), [...published.keys()]);
    });

    it('publishes its quota of different questions', () => {
      const statements = [...published.values()].map((statement) => localise(statement, 'en'));
      expect(new Set(statements).size).toBe(quotaOf(generator));
    });
  });
}
