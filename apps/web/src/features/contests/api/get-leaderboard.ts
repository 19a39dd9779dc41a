import type { Leaderboard } from '@preparena/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import type { LeaderboardView } from '../lib/leaderboard';
import { contestsKey } from './contests-key';

export const getLeaderboard = (id: string, page: number, view: LeaderboardView, signal?: AbortSignal) =>
  api<Leaderboard>(
    `/api/contests/${encodeURIComponent(id)}/leaderboard?${new URLSearchParams({ page: String(page), view })}`,
    { signal },
  );

/** Every page and view of one contest's board (a `refresh` event refetches them all). */
export const leaderboardKey = (id: string, userId?: string) =>
  [...contestsKey(userId), 'leaderboard', id] as const;

export const leaderboardQueryKey = (id: string, page: number, view: LeaderboardView, userId?: string) =>
  [...leaderboardKey(id, userId), view, page] as const;

export const leaderboardQueryOptions = (id: string, page: number, view: LeaderboardView, userId?: string) =>
  queryOptions({
    queryKey: leaderboardQueryKey(id, page, view, userId),
    queryFn: ({ signal }) => getLeaderboard(id, page, view, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** One page (50 rows) of a contest's board in a view: all, rated only or virtual. */
export function useLeaderboard(id: string, page: number, view: LeaderboardView) {
  const { user, loading } = useSession();
  return useQuery({ ...leaderboardQueryOptions(id, page, view, user?._id), enabled: !loading && id !== '' });
}
