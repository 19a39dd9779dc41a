import { Redis } from 'ioredis';

type Key = string | number;
type Forget = (db: object, key?: Key) => void;

const CHANNEL = 'preparena:cache-forget';

/** Each shared cache's local forget, by name (what a message from another process applies). */
const localForgets = new Map<string, Forget>();
/** The bus of each database (one app), when the processes share Redis. */
const publishers = new WeakMap<object, (message: string) => void>();

/**
 * Makes a cache's forget reach every process: it forgets here at once and, when processes share
 * Redis (`REDIS_URL`), publishes the forget so the other processes drop the entry too (within
 * milliseconds). Without Redis there is one process and the local forget is all there is.
 */
export function forgetEverywhere<K extends Key>(
  name: string,
  forget: (db: object, key?: K) => void,
): (db: object, key?: K) => void {
  localForgets.set(name, forget as Forget);
  return (db, key) => {
    forget(db, key);
    publishers.get(db)?.(JSON.stringify({ name, key: key ?? null }));
  };
}

/**
 * Joins the processes' forget channel for one database: forgets published by any process (this one
 * included, harmlessly) are applied to this database's caches. Returns a function that leaves it.
 */
export async function connectForgetBus(
  db: object,
  redisUrl: string,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { name, key } = JSON.parse(message) as { name: string; key: Key | null };
      localForgets.get(name)?.(db, key ?? undefined);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(CHANNEL);
  publishers.set(db, (message) => {
    publisher.publish(CHANNEL, message).catch(onError);
  });
  return async () => {
    publishers.delete(db);
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  };
}
