import { receiveFromOtherProcesses, sendToOtherProcesses } from './process-bus.js';

/**
 * What areas tell each other. An area emits an event after its write has committed; every area
 * that keeps something derived from it (a cache, later a leaderboard or a push) listens, in every
 * process: handlers run at once in the emitting process (`origin` 'here') and, when processes share
 * Redis, a few milliseconds later in each other process ('elsewhere').
 */
export interface DomainEvents {
  /** A learner's practice attempt was stored; `user` holds the learner's counters as it left them. */
  'attempt.recorded': {
    userId: string;
    questionNumber: number;
    correct: boolean;
    user: { practiceRating: number; practiceAttempted: number; practiceSolved: number };
  };
  /** Staff created, edited, imported or deleted questions or question sets (numbers: all when null). */
  'questions.changed': { numbers: number[] | null };
  /** Staff changed courses, subjects, topics or lessons. */
  'catalogue.changed': Record<string, never>;
  /** A user's row changed (profile, roles, password, verification): derived copies are stale. */
  'user.updated': { userId: string };
  /** A contest's standings moved (an answer, an entrant, a finish): live boards recompute. */
  'contest.standings': { contestId: string };
  /** A contest ended (its board is final) or its rating run stored changes for `userIds`. */
  'contest.final': { contestId: string; userIds: string[] };
}

export type DomainEventName = keyof DomainEvents;
export type EventOrigin = 'here' | 'elsewhere';
type Handler<K extends DomainEventName> = (payload: DomainEvents[K], origin: EventOrigin) => void;
type AnyHandler = (payload: unknown, origin: EventOrigin) => void;

const CHANNEL = 'domain-event';

/** Handlers by database (one app per database object) and event name. */
const handlersOf = new WeakMap<object, Map<DomainEventName, Set<AnyHandler>>>();

function run(db: object, name: DomainEventName, payload: unknown, origin: EventOrigin): void {
  for (const handler of handlersOf.get(db)?.get(name) ?? []) handler(payload, origin);
}

receiveFromOtherProcesses(CHANNEL, (db, data) => {
  const { name, payload } = data as { name: DomainEventName; payload: unknown };
  run(db, name, payload, 'elsewhere');
});

/** Listens to one event of the app that owns `db`; returns a function that stops listening. */
export function onDomainEvent<K extends DomainEventName>(
  db: object,
  name: K,
  handler: Handler<K>,
): () => void {
  let byName = handlersOf.get(db);
  if (!byName) {
    byName = new Map();
    handlersOf.set(db, byName);
  }
  let handlers = byName.get(name);
  if (!handlers) {
    handlers = new Set();
    byName.set(name, handlers);
  }
  const added = handler as AnyHandler;
  handlers.add(added);
  return () => handlers.delete(added);
}

/** Tells every listening area, in this process at once and in the others through Redis. */
export function emitDomainEvent<K extends DomainEventName>(
  db: object,
  name: K,
  payload: DomainEvents[K],
): void {
  run(db, name, payload, 'here');
  sendToOtherProcesses(db, CHANNEL, { name, payload });
}
