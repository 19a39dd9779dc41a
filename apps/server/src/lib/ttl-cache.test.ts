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

  it('does not keep a failed load', async () => {
    const cache = ttlCache<string, number>({ ttlMs: 60_000, limit: 10 });
    const db = {};
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', async () => 7)).toBe(7);
  });
});
