import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader.js';

describe('batchLoader', () => {
  it('asks once for all keys wanted at the same time, per database, and answers each caller', async () => {
    const calls: number[][] = [];
    const loader = batchLoader<number, string>(async (_db, keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `row ${k}`]));
    });
    const one = {};
    const other = {};
    const answers = await Promise.all([
      loader.load(one, 1),
      loader.load(one, 2),
      loader.load(one, 2),
      loader.load(one, 3),
      loader.load(other, 9),
    ]);
    expect(answers).toEqual(['row 1', 'row 2', 'row 2', undefined, 'row 9']);
    expect(calls).toEqual([[1, 2, 3], [9]]);
    expect(await loader.load(one, 4)).toBe('row 4');
    expect(calls).toHaveLength(3);
  });

  it('splits a large batch and fails every caller of a batch whose load fails', async () => {
    const sizes: number[] = [];
    const loader = batchLoader<number, number>(
      async (_db, keys) => {
        sizes.push(keys.length);
        if (keys.includes(13)) throw new Error('database down');
        return new Map(keys.map((k) => [k, k * 2]));
      },
      { maxBatch: 4 },
    );
    const db = {};
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => loader.load(db, i + 10)));
    expect(sizes).toEqual([4, 4, 2]);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
