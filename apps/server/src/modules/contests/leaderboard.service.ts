import {
  LEADERBOARD_PAGE_SIZE,
  type Leaderboard,
  type LeaderboardQuery,
  type LeaderboardRow,
} from '@preparena/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { onDomainEvent } from '../../lib/domain-events.js';
import { contestEnd } from './contest-clock.js';
import { divisionChoice } from './contest-division.js';
import { type ContestRow, contestQuestionRows, findContest } from './contests.repository.js';
import { boardAnswers, boardEntries } from './leaderboard.repository.js';
import { type Board, buildBoard, type PlacedRow } from './leaderboard-board.js';

/** A board is rebuilt at most this often while answers keep coming (the rest of the time on demand). */
export const BOARD_REBUILD_MS = 250;

interface Cached {
  contest: ContestRow;
  board: Board;
  questionNumbers: number[];
  sectionTitles: string[];
  builtAt: number;
  stale: boolean;
  building?: Promise<Cached>;
}

const caches = new WeakMap<Db, Map<string, Cached>>();
const cacheOf = (db: Db) => {
  let map = caches.get(db);
  if (!map) {
    map = new Map();
    caches.set(db, map);
  }
  return map;
};

async function build(db: Db, contestId: string, now: Date): Promise<Cached | null> {
  const contest = await findContest(db, contestId);
  if (!contest || contest.state === 'draft') return null;
  const [questions, entries, answers] = await Promise.all([
    contestQuestionRows(db, contestId),
    boardEntries(db, contestId),
    boardAnswers(db, contestId),
  ]);
  const sectionOf = new Map(questions.map((q) => [q.number, q.section]));
  return {
    contest,
    board: buildBoard(contest, sectionOf, contest.sections.length, entries, answers, now),
    questionNumbers: questions.map((q) => q.number),
    sectionTitles: contest.sections.map((s) => s.title),
    builtAt: Date.now(),
    stale: false,
  };
}

/** Whether a cached board no longer matches the clock (a live board after the contest's end). */
function outdated(c: Cached, now: Date): boolean {
  const end = contestEnd(c.contest);
  return c.board.phase !== 'final' && end !== null && now >= end;
}

/**
 * A contest's board, built from the database when it changed (at most every BOARD_REBUILD_MS while
 * answers pour in; concurrent readers share one build). Null for a missing or draft contest.
 */
export async function contestBoard(db: Db, contestId: string, now = new Date()): Promise<Cached | null> {
  const cache = cacheOf(db);
  const cached = cache.get(contestId);
  if (cached && !outdated(cached, now)) {
    if (!cached.stale || Date.now() - cached.builtAt < BOARD_REBUILD_MS) return cached;
    if (cached.building) return cached.building;
  }
  const building = build(db, contestId, now).then((fresh) => {
    if (fresh) cache.set(contestId, fresh);
    else cache.delete(contestId);
    return fresh;
  });
  if (cached) cached.building = building as Promise<Cached>;
  try {
    return await building;
  } finally {
    if (cached) cached.building = undefined;
  }
}

/** Marks a contest's board as changed (from any process: the events arrive over Redis). */
export function forgetBoard(db: Db, contestId: string): void {
  const cached = cacheOf(db).get(contestId);
  if (cached) cached.stale = true;
}

/** Boards follow the standings events of every process. */
export function listenForStandings(db: Db): void {
  onDomainEvent(db, 'contest.standings', ({ contestId }) => forgetBoard(db, contestId));
  onDomainEvent(db, 'contest.final', ({ contestId }) => cacheOf(db).delete(contestId));
}

function viewRows(board: Board, view: LeaderboardQuery['view']): PlacedRow[] {
  if (view === 'virtual') return board.virtualRows;
  if (view === 'rated') return board.rows.filter((r) => r.row.rated);
  return board.rows;
}

/** `GET /api/contests/{id}/leaderboard`: one page of a view, and where the caller stands in it. */
export async function leaderboardPage(
  db: Db,
  userId: string | null,
  contestId: string,
  query: LeaderboardQuery,
  now = new Date(),
): Promise<Leaderboard> {
  const cached = await contestBoard(db, contestId, now);
  if (!cached) throw notFound('Contest not found', 'CONTEST_NOT_FOUND');
  const { contest, board } = cached;
  const rows = viewRows(board, query.view);
  const start = (query.page - 1) * LEADERBOARD_PAGE_SIZE;
  const mine = userId ? rows.findIndex((r) => r.userId === userId) : -1;
  return {
    contestId,
    title: contest.title,
    format: contest.format,
    phase: board.phase,
    rated: contest.rated && contest.startsAt !== null,
    division: divisionChoice(contest.division),
    ratingsApplied: contest.ratedAt !== null,
    participants: board.participants,
    virtualParticipants: board.virtualParticipants,
    questionNumbers: cached.questionNumbers,
    sectionTitles: cached.sectionTitles,
    total: rows.length,
    page: query.page,
    pageSize: LEADERBOARD_PAGE_SIZE,
    rows: rows.slice(start, start + LEADERBOARD_PAGE_SIZE).map((r) => r.row),
    me:
      mine >= 0
        ? {
            rank: (rows[mine] as PlacedRow).row.rank,
            page: Math.floor(mine / LEADERBOARD_PAGE_SIZE) + 1,
          }
        : null,
    serverNow: now.toISOString(),
  };
}

/**
 * The rows of `next` whose own standing changed against `previous` (by username): new entrants and
 * those whose score, time or cells moved, with their new rank. Rows pushed down by someone else's
 * answer are not repeated (a client refetches its page when a changed row lands on or near it):
 * with thousands on a board one answer would otherwise resend nearly all of it.
 */
export function changedRows(previous: Board | null, next: Board): LeaderboardRow[] {
  const own = (row: LeaderboardRow) => JSON.stringify({ ...row, rank: 0 });
  const before = new Map((previous?.rows ?? []).map((r) => [r.row.username, own(r.row)]));
  return next.rows.filter((r) => before.get(r.row.username) !== own(r.row)).map((r) => r.row);
}
