/**
 * A small per-database memory of promised values that expire: each database (one app, one test
 * file) has its own entries; an entry is reused for `ttlMs`, a rejected load is forgotten at once,
 * and past `limit` entries the memory starts over (the caches are short-lived, not an LRU).
 */
export function ttlCache<K, V>(options: { ttlMs: number; limit: number }) {
  const stores = new WeakMap<object, Map<K, { at: number; value: Promise<V> }>>();
  return {
    /**
     * The value of `key`, loaded when missing or expired. `load` may return any thenable: a lazy one
     * (a Drizzle query builder runs its query on every `then`) is run once, here.
     */
    get(db: object, key: K, load: () => PromiseLike<V>): Promise<V> {
      let entries = stores.get(db);
      if (!entries || entries.size > options.limit) {
        entries = new Map();
        stores.set(db, entries);
      }
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) return hit.value;
      const value = Promise.resolve(load());
      const store = entries;
      store.set(key, { at: Date.now(), value });
      value.catch(() => store.delete(key));
      return value;
    },
    /**
     * Changes a present entry (keeping its age) with what a write made of it, so the next reader
     * needs no reload; an absent or expired entry is left to be loaded afresh.
     */
    patch(db: object, key: K, change: (value: V) => V): void {
      const store = stores.get(db);
      const hit = store?.get(key);
      if (!store || !hit || Date.now() - hit.at >= options.ttlMs) return;
      const value = hit.value.then(change);
      store.set(key, { at: hit.at, value });
      value.catch(() => store.delete(key));
    },
    /** Forgets one entry of a database, or all of them. */
    forget(db: object, key?: K): void {
      if (key === undefined) stores.delete(db);
      else stores.get(db)?.delete(key);
    },
  };
}
