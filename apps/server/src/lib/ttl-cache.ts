/**
 * A small per-database memory of promised values that expire: each database (one app, one test
 * file) has its own entries; an entry is reused for `ttlMs`, a rejected load is forgotten at once,
 * and past `limit` entries the memory starts over (the caches are short-lived, not an LRU).
 */
export function ttlCache<K, V>(options: { ttlMs: number; limit: number }) {
  const stores = new WeakMap<object, Map<K, { at: number; value: Promise<V> }>>();
  return {
    get(db: object, key: K, load: () => Promise<V>): Promise<V> {
      let entries = stores.get(db);
      if (!entries || entries.size > options.limit) {
        entries = new Map();
        stores.set(db, entries);
      }
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) return hit.value;
      const value = load();
      const store = entries;
      store.set(key, { at: Date.now(), value });
      value.catch(() => store.delete(key));
      return value;
    },
    /** Forgets one entry of a database, or all of them. */
    forget(db: object, key?: K): void {
      if (key === undefined) stores.delete(db);
      else stores.get(db)?.delete(key);
    },
  };
}
