import { chartProblems, localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import {
  assertEverySeed,
  generatedQuestionProblems,
  makesTwice,
  RANDOM_SET_SEEDS,
  textProblems,
} from './question-checks.js';
import { bankSetJson, SETS_PER_GENERATOR } from './set-bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';

/** Everything wrong with the set a generator makes for one seed (empty when it is right). */
function problemsOf(generator: QuestionSetGenerator, seed: number, published: Map<number, string>): string[] {
  const problems: string[] = [];
  const made = generateSet(generator, seed);
  // A published seed is compared with the set the bank made of it; one random seed in five is made twice.
  const earlier =
    published.get(seed) ?? (makesTwice(seed) ? JSON.stringify(generateSet(generator, seed).set) : undefined);
  if (earlier !== undefined && earlier !== JSON.stringify(made.set)) problems.push('not deterministic');
  const { set, questions } = made;
  if (questions.length < 4 || questions.length > 6) problems.push(`${questions.length} questions, not 4-6`);
  if (set.kind === 'chart' && !set.charts?.length) problems.push('a chart set without charts');
  for (const chart of set.charts ?? []) problems.push(...chartProblems(chart));
  const chartTexts = (set.charts ?? []).flatMap((c) => [
    c.title,
    ...c.categories,
    ...c.series.map((s) => s.name),
    ...(c.xLabel ? [c.xLabel] : []),
    ...(c.yLabel ? [c.yLabel] : []),
  ]);
  const chartNumbers = (set.charts ?? []).flatMap((c) => c.series.flatMap((s) => s.values)).join(' ');
  const setTexts = [set.title, set.body, ...chartTexts, chartNumbers];
  for (const lang of ['en', 'hi'] as const) problems.push(...textProblems(setTexts, lang, made.numbers));
  const statements = questions.map((q) => localise(q.statement, 'en'));
  if (new Set(statements).size !== statements.length) problems.push('two questions of the set ask the same');
  questions.forEach((q, i) => {
    problems.push(...generatedQuestionProblems(q).map((p) => `question ${i + 1}: ${p}`));
  });
  return problems.map((p) => `seed ${seed}: ${p}`);
}

/** How many files the set generators' property tests are spread over (see shardOf). */
export const SET_GENERATOR_SHARDS = 4;

/** The property tests of set generators (of one shard). */
export function describeSetGeneratorProperties(generators: readonly QuestionSetGenerator[]): void {
  describe.each(generators.map((g) => [g.id, g] as const))('set generator %s', (_id, generator) => {
    const published = bankSetJson(generator);
    it(`is deterministic, checked, well-formed and bilingual over the bank's seeds and ${RANDOM_SET_SEEDS} random ones`, () => {
      assertEverySeed(
        (seed) => problemsOf(generator, seed, published),
        [...published.keys()],
        RANDOM_SET_SEEDS,
      );
    });

    it('publishes its quota of different sets', () => {
      expect(published.size).toBe(SETS_PER_GENERATOR);
    });
  });
}
