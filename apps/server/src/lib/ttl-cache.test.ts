import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('reuses a value within its time, per database, and loads again after it or after forget', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<string, number>({ ttlMs: 1_000, limit: 10 });
    const one = {};
    const other = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(one, 'k', load)).toBe(1);
    expect(await cache.get(one, 'k', load)).toBe(1);
    expect(await cache.get(other, 'k', load)).toBe(2);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get(one, 'k', load)).toBe(3);
    cache.forget(one, 'k');
    expect(await cache.get(one, 'k', load)).toBe(4);
    cache.forget(one);
    expect(await cache.get(one, 'k', load)).toBe(5);
  });

  it('patches a present entry without making it younger, and leaves absent or expired ones to a load', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<string, { n: number }>({ ttlMs: 1_000, limit: 10 });
    const db = {};
    let loads = 0;
    const load = async () => ({ n: ++loads * 10 });
    expect(await cache.get(db, 'k', load)).toEqual({ n: 10 });
    vi.advanceTimersByTime(600);
    cache.patch(db, 'k', (v) => ({ n: v.n + 1 }));
    expect(await cache.get(db, 'k', load)).toEqual({ n: 11 });
    cache.patch(db, 'absent', () => ({ n: 99 }));
    expect(await cache.get(db, 'absent', load)).toEqual({ n: 20 });
    vi.advanceTimersByTime(401);
    cache.patch(db, 'k', () => ({ n: 99 }));
    expect(await cache.get(db, 'k', load)).toEqual({ n: 30 });
  });

  it('makes room by dropping the least recently read entries, not the ones read all the time', async () => {
    const cache = ttlCache<string, string>({ ttlMs: 60_000, limit: 4 });
    const db = {};
    const loads: string[] = [];
    const read = (key: string) =>
      cache.get(db, key, async () => {
        loads.push(key);
        return key;
      });
    await read('popular');
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(await read(key)).toBe(key);
      expect(await read('popular')).toBe('popular');
    }
    expect(loads.filter((k) => k === 'popular')).toHaveLength(1);
    // The tail read longest ago made room, so it is loaded again; the latest are still there.
    await read('a');
    await read('f');
    expect(loads).toEqual(['popular', 'a', 'b', 'c', 'd', 'e', 'f', 'a']);
  });

  it('does not keep a failed load', async () => {
    const cache = ttlCache<string, number>({ ttlMs: 60_000, limit: 10 });
    const db = {};
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', async () => 7)).toBe(7);
  });

  it('runs a lazy thenable (a query builder) once, however often the value is read', async () => {
    const cache = ttlCache<string, number[]>({ ttlMs: 60_000, limit: 10 });
    let runs = 0;
    // Like a Drizzle query: nothing runs until `then`, and every `then` runs it again.
    const lazyQuery: PromiseLike<number[]> = {
      // biome-ignore lint/suspicious/noThenProperty: the thenable under test
      then(done, failed) {
        runs += 1;
        return Promise.resolve([runs]).then(done, failed);
      },
    };
    const db = {};
    const reads = await Promise.all([1, 2, 3].map(() => cache.get(db, 'page', () => lazyQuery)));
    expect(reads).toEqual([[1], [1], [1]]);
    expect(await cache.get(db, 'page', () => lazyQuery)).toEqual([1]);
    expect(runs).toBe(1);
  });
});
