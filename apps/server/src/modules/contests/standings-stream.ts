import type { StandingsEvent } from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { BOARD_REBUILD_MS, changedRows, contestBoard } from './leaderboard.service.js';
import type { Board } from './leaderboard-board.js';

/** What a watcher receives: moved rows, or "refetch the whole board" (the end, the rating run). */
export type StandingsMessage =
  | { event: 'standings'; data: StandingsEvent }
  | { event: 'refresh'; data: object };
/** A watcher gets each message as server-sent-event text, serialised once for all watchers. */
type Watcher = (eventText: string) => void;

export const eventText = (m: StandingsMessage) => `event: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`;

interface Watched {
  watchers: Set<Watcher>;
  last: Board | null;
  timer: NodeJS.Timeout | null;
}

const hubs = new WeakMap<Db, Map<string, Watched>>();
const hubOf = (db: Db) => {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new Map();
    hubs.set(db, hub);
  }
  return hub;
};

/** Rebuilds the board once the burst settles and tells this process's watchers what moved. */
async function push(db: Db, contestId: string, log: (error: unknown) => void): Promise<void> {
  const watched = hubOf(db).get(contestId);
  if (!watched) return;
  watched.timer = null;
  try {
    const cached = await contestBoard(db, contestId);
    if (!cached) return;
    const rows = changedRows(watched.last, cached.board);
    const last = watched.last;
    const phaseChanged = last !== null && last.phase !== cached.board.phase;
    watched.last = cached.board;
    if (!phaseChanged && rows.length === 0 && last?.participants === cached.board.participants) return;
    const message: StandingsMessage = phaseChanged
      ? { event: 'refresh', data: {} }
      : {
          event: 'standings',
          data: {
            contestId,
            participants: cached.board.participants,
            total: cached.board.rows.length,
            rows,
          },
        };
    const text = eventText(message);
    for (const watcher of watched.watchers) watcher(text);
  } catch (error) {
    log(error);
  }
}

/**
 * Server-sent standings: every process listens to its own and the other processes' standings events
 * (Redis) and, for the contests someone here is watching, sends the moved rows at most every
 * BOARD_REBUILD_MS.
 */
export function relayStandings(db: Db, log: (error: unknown) => void): void {
  onDomainEvent(db, 'contest.standings', ({ contestId }) => {
    const watched = hubOf(db).get(contestId);
    if (!watched || watched.timer) return;
    watched.timer = setTimeout(() => void push(db, contestId, log), BOARD_REBUILD_MS);
  });
  onDomainEvent(db, 'contest.final', ({ contestId }) => {
    const watched = hubOf(db).get(contestId);
    if (!watched) return;
    watched.last = null;
    const text = eventText({ event: 'refresh', data: {} });
    for (const watcher of watched.watchers) watcher(text);
  });
}

/** Starts watching a contest's standings; returns the function that stops. */
export async function watchStandings(db: Db, contestId: string, watcher: Watcher): Promise<() => void> {
  const hub = hubOf(db);
  let watched = hub.get(contestId);
  if (!watched) {
    watched = { watchers: new Set(), last: null, timer: null };
    hub.set(contestId, watched);
    watched.last = (await contestBoard(db, contestId))?.board ?? null;
  }
  watched.watchers.add(watcher);
  const mine = watched;
  return () => {
    mine.watchers.delete(watcher);
    if (mine.watchers.size === 0) {
      if (mine.timer) clearTimeout(mine.timer);
      if (hub.get(contestId) === mine) hub.delete(contestId);
    }
  };
}
