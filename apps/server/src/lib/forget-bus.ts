import { receiveFromOtherProcesses, sendToOtherProcesses } from './process-bus.js';

type Key = string | number;

/**
 * Makes one of an area's own caches forget in every process: it forgets here at once and, when
 * processes share Redis (`REDIS_URL`), the other processes drop the entry too (within
 * milliseconds). What other areas must hear of goes as a domain event (`domain-events.ts`) instead.
 */
export function forgetEverywhere<K extends Key>(
  name: string,
  forget: (db: object, key?: K) => void,
): ((db: object, key?: K) => void) & { elsewhere: (db: object, key?: K) => void } {
  const channel = `forget:${name}`;
  receiveFromOtherProcesses(channel, (db, key) => forget(db, (key ?? undefined) as K | undefined));
  /** Only the other processes forget: this one has just brought its entry up to date itself. */
  const elsewhere = (db: object, key?: K) => sendToOtherProcesses(db, channel, key ?? null);
  return Object.assign(
    (db: object, key?: K) => {
      forget(db, key);
      elsewhere(db, key);
    },
    { elsewhere },
  );
}
