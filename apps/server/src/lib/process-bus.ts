import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** What one process tells the others: a channel (a cache's forget, or domain events) and its data. */
interface BusMessage {
  from: string;
  channel: string;
  data: unknown;
}

type Receiver = (db: object, data: unknown) => void;

const CHANNEL = 'preparena:cache-forget';

/** What a message from another process does here, by channel (registered once per channel). */
const receivers = new Map<string, Receiver>();
/** The bus of each database (one app), when the processes share Redis. */
const publishers = new WeakMap<object, (channel: string, data: unknown) => void>();

/** Says what this process does when another process sends on `channel` (for the same database). */
export function receiveFromOtherProcesses(channel: string, receiver: Receiver): void {
  receivers.set(channel, receiver);
}

/** Sends `data` to the other processes of this database; without Redis there are none. */
export function sendToOtherProcesses(db: object, channel: string, data: unknown): void {
  publishers.get(db)?.(channel, data);
}

/**
 * Joins the processes' channel for one database: what the other processes send is handed to the
 * receiver of its channel for this database (this process's own messages come back from Redis too
 * and are skipped: it acted on them at once). Returns a function that leaves it.
 */
export async function connectProcessBus(
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
      const { from, channel, data } = JSON.parse(message) as BusMessage;
      if (from !== me) receivers.get(channel)?.(db, data);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(CHANNEL);
  publishers.set(db, (channel, data) => {
    const message: BusMessage = { from: me, channel, data };
    publisher.publish(CHANNEL, JSON.stringify(message)).catch(onError);
  });
  return async () => {
    publishers.delete(db);
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  };
}
