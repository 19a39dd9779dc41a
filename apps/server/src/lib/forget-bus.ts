import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

type Key = string | number;
type Forget = (db: object, key?: Key) => void;

const CHANNEL = 'preparena:cache-forget';

/** Each shared cache's local forget, by name (what a message from another process applies). */
const localForgets = new Map<string, Forget>();
/** The bus of each database (one app), when the processes share Redis. */
const publishers = new WeakMap<object, (message: { name: string; key: Key | null }) => void>();

/**
 * Makes a cache's forget reach every process: it forgets here at once and, when processes share
 * Redis (`REDIS_URL`), publishes the forget so the other processes drop the entry too (within
 * milliseconds). Without Redis there is one process and the local forget is all there is.
 */
export function forgetEverywhere<K extends Key>(
  name: string,
  forget: (db: object, key?: K) => void,
): ((db: object, key?: K) => void) & { elsewhere: (db: object, key?: K) => void } {
  localForgets.set(name, forget as Forget);
  /** Only the other processes forget: this one has just brought its entry up to date itself. */
  const elsewhere = (db: object, key?: K) => publishers.get(db)?.({ name, key: key ?? null });
  return Object.assign(
    (db: object, key?: K) => {
      forget(db, key);
      elsewhere(db, key);
    },
    { elsewhere },
  );
}

/**
 * Joins the processes' forget channel for one database: forgets published by the other processes
 * are applied to this database's caches (its own come back from Redis too and are skipped: what
 * this process forgets, it forgot at once). Returns a function that leaves it.
 */
export async function connectForgetBus(
  db: object,
  redisUrl: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const me = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { from, name, key } = JSON.parse(message) as { from: string; name: string; key: Key | null };
      if (from !== me) localForgets.get(name)?.(db, key ?? undefined);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(CHANNEL);
  publishers.set(db, (message) => {
    publisher.publish(CHANNEL, JSON.stringify({ from: me, ...message })).catch(onError);
  });
  return async () => {
    publishers.delete(db);
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  };
}
