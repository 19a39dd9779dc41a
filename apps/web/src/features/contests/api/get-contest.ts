import type { ContestDetail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { contestsKey } from './contests-key';

export const getContest = (id: string, signal?: AbortSignal) =>
  api<ContestDetail>(`/api/contests/${encodeURIComponent(id)}`, { signal });

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
