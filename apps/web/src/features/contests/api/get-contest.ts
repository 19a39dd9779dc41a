import type { ContestDetail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { clockOffset } from '../lib/server-clock';
import { contestsKey } from './contests-key';

/** A contest with the offset of the server's clock from the device's (countdowns follow the server). */
export type TimedContest = ContestDetail & { clockOffset: number };

export const getContest = async (id: string, signal?: AbortSignal): Promise<TimedContest> => {
  const contest = await api<ContestDetail>(`/api/contests/${encodeURIComponent(id)}`, { signal });
  return { ...contest, clockOffset: clockOffset(contest.serverNow, Date.now()) };
};

export const contestQueryOptions = (id: string, userId?: string) =>
  queryOptions({
    queryKey: [...contestsKey(userId), 'contest', id],
    queryFn: ({ signal }) => getContest(id, signal),
  });

/** One contest: rules, sections, the caller's participations and, after its end, the questions. */
export function useContest(id: string) {
  const { user, loading } = useSession();
  return useQuery({ ...contestQueryOptions(id, user?._id), enabled: !loading && id !== '' });
}
