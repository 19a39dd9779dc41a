import { localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { bankSeeds, generatedBank } from './bank.js';
import { generateQuestion } from './generator.js';
import { publishedSetKeys, publishedStatements, rememberPublishedKeys } from './published-keys.js';
import { GENERATORS } from './registry.js';
import { bankSetKeys, generatedSetBank } from './set-bank.js';
import { SET_GENERATORS } from './set-registry.js';

// Some with few distinct questions (the bank skips many seeds), some with many.
const SAMPLE = [
  'cause-and-effect/two-events',
  'polygons/regular-from-angle',
  'basic-alzebra/reciprocal-powers',
  'percentages/successive-change',
];

describe('the published keys fresh variants avoid', () => {
  const sample = GENERATORS.filter((g) => SAMPLE.includes(g.id));

  it('sample generators exist', () => {
    expect(sample.map((g) => g.id).sort()).toEqual([...SAMPLE].sort());
  });

  it.each(sample.map((g) => [g.id, g] as const))(
    'are the statements %s publishes in the bank',
    (_id, generator) => {
      const bank = bankSeeds(generator).map((seed) =>
        localise(generateQuestion(generator, seed).statement, 'en'),
      );
      expect(publishedStatements(generator)).toEqual(new Set(bank));
    },
  );

  it.each(SET_GENERATORS.map((g) => [g.id, g] as const))(
    'are the sets %s publishes in the bank',
    (_id, generator) => {
      expect(publishedSetKeys(generator)).toEqual(new Set(bankSetKeys(generator)));
    },
  );
});

describe('the published keys learnt from a built bank', () => {
  const generator = GENERATORS.find((g) => g.id === SAMPLE[0]);
  const setGenerator = SET_GENERATORS[0];
  if (!generator || !setGenerator) throw new Error('sample generators');
  const singles = generatedBank({ skip: (id) => id !== generator.id });
  const sets = generatedSetBank({ skip: (id) => id !== setGenerator.id });
  const statements = new Set(singles.map((q) => localise(q.statement, 'en')));

  it('are what the bank holds, for a generator it holds in full', () => {
    const renamed = singles.map((q) => ({
      ...q,
      statement: { en: `Built: ${localise(q.statement, 'en')}` },
    }));
    rememberPublishedKeys({ singles: renamed, sets: [] });
    expect(publishedStatements(generator)).toEqual(new Set(renamed.map((q) => q.statement.en)));
    // Restored: the tests share this module (isolate: false).
    rememberPublishedKeys({ singles, sets });
    expect(publishedStatements(generator)).toEqual(statements);
    expect(publishedSetKeys(setGenerator).size).toBe(sets.length);
  });

  it('are not taken from a bank that holds a generator in part', () => {
    rememberPublishedKeys({
      singles: singles.slice(1).map((q) => ({ ...q, statement: { en: 'x' } })),
      sets: [],
    });
    expect(publishedStatements(generator)).toEqual(statements);
  });
});
