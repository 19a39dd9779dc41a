import type { Leaderboard, LeaderboardQuery, LeaderboardRow, StandingsEvent } from '@preparena/shared';

export type LeaderboardView = LeaderboardQuery['view'];
export const LEADERBOARD_VIEWS: readonly LeaderboardView[] = ['all', 'rated', 'virtual'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as a clock reads them: "1:02:05" from an hour up, "07:45" below. */
export function formatPenalty(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The page and view of the board from the address (`?page=&view=`), with safe defaults. */
export function boardParams(search: URLSearchParams): { page: number; view: LeaderboardView } {
  const page = Number(search.get('page'));
  const view = search.get('view') as LeaderboardView | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: view && LEADERBOARD_VIEWS.includes(view) ? view : 'all',
  };
}

/**
 * A live `standings` event applied to the page on screen: rows already shown take their new score,
 * penalty and cells in place. `refetch` says the page itself may be out of date — a row changed its
 * place, or someone new reached a place on this page — so the caller should ask the server again.
 * Outside the All view the event's places are not this view's, so any change there asks again.
 */
export function mergeStandings(
  board: Leaderboard,
  event: StandingsEvent,
  view: LeaderboardView,
): { board: Leaderboard; refetch: boolean } {
  if (event.contestId !== board.contestId) return { board, refetch: false };
  const first = (board.page - 1) * board.pageSize + 1;
  const last = board.page * board.pageSize;
  const relevant = event.rows.filter((r) =>
    view === 'virtual' ? r.virtual : view === 'rated' ? r.rated : true,
  );
  const byName = new Map(relevant.map((r) => [r.username, r]));
  let refetch = false;
  const rows: LeaderboardRow[] = board.rows.map((row) => {
    const moved = byName.get(row.username);
    if (!moved) return row;
    byName.delete(row.username);
    if (view !== 'all' || moved.rank !== row.rank) refetch = true;
    return { ...row, ...moved };
  });
  // Rows not on this page: they matter when they now stand on it (or, elsewhere than All, at all).
  for (const row of byName.values()) if (view !== 'all' || row.rank <= last) refetch = true;
  if (view === 'all' && rows.some((r) => r.rank < first || r.rank > last)) refetch = true;
  rows.sort((a, b) => a.rank - b.rank);
  return {
    board: {
      ...board,
      rows,
      participants: event.participants,
      total: view === 'all' ? event.total : board.total,
    },
    refetch,
  };
}
