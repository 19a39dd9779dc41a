import { localise } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { bankSeeds } from './bank.js';
import { generateQuestion } from './generator.js';
import { publishedSetKeys, publishedStatements } from './published-keys.js';
import { GENERATORS } from './registry.js';
import { bankSetSeeds } from './set-bank.js';
import { generateSet } from './set-generator.js';
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
      const bank = bankSetSeeds(generator).map((seed) => {
        const made = generateSet(generator, seed);
        return localise(made.set.body, 'en') + JSON.stringify(made.set.charts ?? []);
      });
      expect(publishedSetKeys(generator)).toEqual(new Set(bank));
    },
  );
});
