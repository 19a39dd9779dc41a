interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Loads rows by key in batches: the keys asked for while the event loop handles one round of I/O
 * (many requests at once, under load) go to the database as one query with `in (…)`, which costs
 * about what a query for one row does. Each database (one app, one test file) batches on its own.
 * A key missing from the loaded map resolves to undefined; a failed load rejects its whole batch.
 */
export function batchLoader<K, V, D extends object = object>(
  loadMany: (db: D, keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch: number } = { maxBatch: 200 },
) {
  const pending = new WeakMap<D, Map<K, Waiter<V>[]>>();

  function flush(db: D, batch: Map<K, Waiter<V>[]>): void {
    if (pending.get(db) === batch) pending.delete(db);
    loadMany(db, [...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }

  return {
    load(db: D, key: K): Promise<V | undefined> {
      let batch = pending.get(db);
      if (!batch) {
        const fresh = new Map<K, Waiter<V>[]>();
        pending.set(db, fresh);
        setImmediate(() => flush(db, fresh));
        batch = fresh;
      }
      const open = batch;
      return new Promise<V | undefined>((resolve, reject) => {
        const waiters = open.get(key) ?? [];
        waiters.push({ resolve, reject });
        open.set(key, waiters);
        if (open.size >= options.maxBatch && pending.get(db) === open) pending.delete(db);
      });
    },
  };
}
