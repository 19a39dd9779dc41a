/**
 * A small per-database memory of promised values that expire: each database (one app, one test
 * file) has its own entries; an entry is reused for `ttlMs`, a rejected load is forgotten at once.
 * At `limit` entries a quarter of them makes room, oldest first, passing over (once) those read
 * since they were stored or last passed over ("second chance"): a long tail of values read once in
 * a while cannot push out the ones read all the time (before, the whole memory started over, and
 * every popular question was loaded again). A read costs one flag, not a move in the map.
 */
export function ttlCache<K, V>(options: { ttlMs: number; limit: number }) {
  type Entry = { at: number; value: Promise<V>; read: boolean };
  const stores = new WeakMap<object, Map<K, Entry>>();

  /** Drops a quarter of the limit, oldest first; an entry read meanwhile goes to the end instead. */
  function makeRoom(store: Map<K, Entry>): void {
    let drop = Math.max(1, Math.ceil(options.limit / 4));
    // Entries moved to the end are met again by the same walk: visit each one at most once.
    let visits = store.size;
    for (const [key, entry] of store) {
      if (drop <= 0 || visits-- <= 0) break;
      store.delete(key);
      if (entry.read) {
        entry.read = false;
        store.set(key, entry);
      } else drop -= 1;
    }
    // Everything was read: the oldest go anyway.
    for (const key of store.keys()) {
      if (drop-- <= 0) break;
      store.delete(key);
    }
  }

  /** A rejected load is forgotten, unless the entry was replaced meanwhile. */
  function forgetIfFails(store: Map<K, Entry>, key: K, entry: Entry): void {
    entry.value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
  }

  return {
    /**
     * The value of `key`, loaded when missing or expired. `load` may return any thenable: a lazy one
     * (a Drizzle query builder runs its query on every `then`) is run once, here.
     */
    get(db: object, key: K, load: () => PromiseLike<V>): Promise<V> {
      let store = stores.get(db);
      if (!store) {
        store = new Map();
        stores.set(db, store);
      }
      const now = Date.now();
      const hit = store.get(key);
      if (hit && now - hit.at < options.ttlMs) {
        hit.read = true;
        return hit.value;
      }
      // A reload goes to the end: the map stays in the order entries were stored.
      if (hit) store.delete(key);
      else if (store.size >= options.limit) makeRoom(store);
      const value = Promise.resolve(load());
      const entry = { at: now, value, read: false };
      store.set(key, entry);
      forgetIfFails(store, key, entry);
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
      const entry = { at: hit.at, value: hit.value.then(change), read: hit.read };
      store.set(key, entry);
      forgetIfFails(store, key, entry);
    },
    /** Forgets one entry of a database, or all of them. */
    forget(db: object, key?: K): void {
      if (key === undefined) stores.delete(db);
      else stores.get(db)?.delete(key);
    },
  };
}
