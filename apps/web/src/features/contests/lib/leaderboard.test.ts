import type { Leaderboard, LeaderboardRow, StandingsEvent } from '@preparena/shared';
import { describe, expect, it } from 'vitest';
import { boardParams, formatPenalty, mergeStandings } from './leaderboard';

const CONTEST = '00000000-0000-4000-8000-00000000000c';

const row = (
  username: string,
  rank: number,
  score: number,
  extra: Partial<LeaderboardRow> = {},
): LeaderboardRow => ({
  username,
  rank,
  score,
  penalty: 600,
  profilePicture: null,
  titleRating: null,
  titleKind: 'practice',
  rated: true,
  virtual: false,
  cells: [],
  ...extra,
});

const board = (rows: LeaderboardRow[], page = 1, pageSize = 3): Leaderboard => ({
  contestId: CONTEST,
  title: 'Weekly Sprint',
  format: 'sprint',
  phase: 'live',
  rated: true,
  division: 'open',
  ratingsApplied: false,
  participants: 5,
  virtualParticipants: 0,
  questionNumbers: [1, 2],
  sectionTitles: [],
  total: 5,
  page,
  pageSize,
  rows,
  me: null,
  serverNow: '2030-01-12T10:00:00.000Z',
});

const event = (rows: LeaderboardRow[], participants = 5, total = 5): StandingsEvent => ({
  contestId: CONTEST,
  participants,
  total,
  rows,
});

describe('penalty and time', () => {
  it('reads as minutes and seconds under an hour', () => {
    expect(formatPenalty(0)).toBe('00:00');
    expect(formatPenalty(65)).toBe('01:05');
    expect(formatPenalty(3599.9)).toBe('59:59');
  });

  it('reads as hours, minutes and seconds from an hour up', () => {
    expect(formatPenalty(3600)).toBe('1:00:00');
    expect(formatPenalty(2 * 3600 + 5 * 60 + 7)).toBe('2:05:07');
  });

  it('never goes below zero', () => {
    expect(formatPenalty(-5)).toBe('00:00');
  });
});

describe('board address', () => {
  it('reads the page and view, falling back to page 1 of All', () => {
    expect(boardParams(new URLSearchParams('page=3&view=rated'))).toEqual({ page: 3, view: 'rated' });
    expect(boardParams(new URLSearchParams('page=0&view=nobody'))).toEqual({ page: 1, view: 'all' });
    expect(boardParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1, view: 'all' });
  });
});

describe('live standings', () => {
  const rows = [row('asha', 1, 6), row('ravi', 2, 3), row('meera', 3, 3)];

  it('updates a row in place when its score changes but its place does not', () => {
    const cells = [{ number: 1, solved: true, minute: 4, wrongTries: 0 }];
    const { board: next, refetch } = mergeStandings(
      board(rows),
      event([row('asha', 1, 9, { cells })], 6, 6),
      'all',
    );
    expect(refetch).toBe(false);
    expect(next.rows.map((r) => [r.username, r.score])).toEqual([
      ['asha', 9],
      ['ravi', 3],
      ['meera', 3],
    ]);
    expect(next.rows[0]?.cells).toEqual(cells);
    expect(next.participants).toBe(6);
    expect(next.total).toBe(6);
  });

  it('re-orders the page and asks for it again when places move', () => {
    const { board: next, refetch } = mergeStandings(
      board(rows),
      event([row('meera', 1, 9), row('asha', 2, 6), row('ravi', 3, 3)]),
      'all',
    );
    expect(refetch).toBe(true);
    expect(next.rows.map((r) => r.username)).toEqual(['meera', 'asha', 'ravi']);
  });

  it('asks again when someone new reaches a place on this page or above it', () => {
    expect(mergeStandings(board(rows), event([row('kiran', 2, 4)]), 'all').refetch).toBe(true);
    const second = board([row('a', 4, 1), row('b', 5, 1)], 2);
    expect(mergeStandings(second, event([row('kiran', 1, 4)]), 'all').refetch).toBe(true);
  });

  it('leaves the page alone for moves below it and for other contests', () => {
    expect(mergeStandings(board(rows), event([row('kiran', 4, 1)]), 'all').refetch).toBe(false);
    const other = { ...event([row('asha', 1, 99)]), contestId: '00000000-0000-4000-8000-0000000000ff' };
    const { board: same, refetch } = mergeStandings(board(rows), other, 'all');
    expect(refetch).toBe(false);
    expect(same.rows[0]?.score).toBe(6);
  });

  it('asks again on any change in the Rated view, whose places are its own, and skips unrated rows', () => {
    const rated = mergeStandings(board(rows), event([row('asha', 1, 9)]), 'rated');
    expect(rated.refetch).toBe(true);
    expect(rated.board.rows[0]?.score).toBe(9);
    expect(rated.board.total).toBe(5);
    expect(mergeStandings(board(rows), event([row('guest', 1, 9, { rated: false })]), 'rated').refetch).toBe(
      false,
    );
  });
});
