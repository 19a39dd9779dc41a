import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeGeneratorProperties, GENERATOR_SHARDS, shardOf } from './generator-property-suite.js';
import { generatorIdProblems } from './question-checks.js';
import { GENERATORS } from './registry.js';

describe('the generators', () => {
  it('have unique ids, each on a topic of the catalogue, and every shard of their tests has its file', () => {
    for (let shard = 2; shard <= GENERATOR_SHARDS; shard++) {
      const file = new URL(`./generator-properties.shard-${shard}.test.ts`, import.meta.url);
      expect([file.pathname, existsSync(file)]).toEqual([file.pathname, true]);
    }
    expect(generatorIdProblems(GENERATORS)).toEqual([]);
  });
});

// The other shards are in generator-properties.shard-N.test.ts.
describeGeneratorProperties(shardOf(GENERATORS, 1, GENERATOR_SHARDS));
