import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shardOf } from './generator-property-suite.js';
import { generatorIdProblems } from './question-checks.js';
import { describeSetGeneratorProperties, SET_GENERATOR_SHARDS } from './set-generator-property-suite.js';
import { SET_GENERATORS } from './set-registry.js';

describe('the set generators', () => {
  it('have unique ids, each on a topic of the catalogue, and every shard of their tests has its file', () => {
    for (let shard = 2; shard <= SET_GENERATOR_SHARDS; shard++) {
      const file = new URL(`./set-generator-properties.shard-${shard}.test.ts`, import.meta.url);
      expect([file.pathname, existsSync(file)]).toEqual([file.pathname, true]);
    }
    expect(generatorIdProblems(SET_GENERATORS)).toEqual([]);
  });
});

// The other shards are in set-generator-properties.shard-N.test.ts.
describeSetGeneratorProperties(shardOf(SET_GENERATORS, 1, SET_GENERATOR_SHARDS));
