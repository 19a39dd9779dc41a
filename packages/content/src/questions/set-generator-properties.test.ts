import { chartProblems, localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import {
  assertEverySeed,
  generatedQuestionProblems,
  generatorIdProblems,
  RANDOM_SET_SEEDS,
  textProblems,
} from './question-checks.js';
import { bankSetSeeds, SETS_PER_GENERATOR } from './set-bank.js';
import { generateSet, type QuestionSetGenerator } from './set-generator.js';
import { SET_GENERATORS } from './set-registry.js';

/** Everything wrong with the set a generator makes for one seed (empty when it is right). */
function problemsOf(generator: QuestionSetGenerator, seed: number): string[] {
  const problems: string[] = [];
  const made = generateSet(generator, seed);
  const again = generateSet(generator, seed);
  if (JSON.stringify(again.set) !== JSON.stringify(made.set)) problems.push('not deterministic');
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

describe('the set generators', () => {
  it('have unique ids, each on a topic of the catalogue', () => {
    expect(generatorIdProblems(SET_GENERATORS)).toEqual([]);
  });
});

describe.each(SET_GENERATORS.map((g) => [g.id, g] as const))('set generator %s', (_id, generator) => {
  const published = bankSetSeeds(generator);
  it(`is deterministic, checked, well-formed and bilingual over the bank's seeds and ${RANDOM_SET_SEEDS} random ones`, () => {
    assertEverySeed((seed) => problemsOf(generator, seed), published, RANDOM_SET_SEEDS);
  });

  it('publishes its quota of different sets', () => {
    expect(published).toHaveLength(SETS_PER_GENERATOR);
  });
});
