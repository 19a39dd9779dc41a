import type { Participation } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { clockOffset, secondsLeft } from '../lib/server-clock';
import { contestsKey } from './contests-key';

/** A participation with the offset of the server's clock, measured when this answer arrived. */
export type TimedParticipation = Participation & { clockOffset: number };

export const getParticipation = (id: string, signal?: AbortSignal) =>
  api<Participation>(`/api/participations/${encodeURIComponent(id)}`, { signal });

export const participationQueryKey = (id: string, userId?: string) =>
  [...contestsKey(userId), 'participation', id] as const;

/** While an open participation's time is up, ask again until the server has closed it. */
const CLOSING_POLL_MS = 3000;

export const participationQueryOptions = (id: string, userId?: string) =>
  queryOptions({
    queryKey: participationQueryKey(id, userId),
    queryFn: async ({ signal }): Promise<TimedParticipation> => {
      const participation = await getParticipation(id, signal);
      // Once per fetch: later cache edits (a saved answer) keep this offset.
      return { ...participation, clockOffset: clockOffset(participation.serverNow, Date.now()) };
    },
    // The server's state is the truth: a reload or another tab always reads it again.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.status !== 'open') return false;
      return secondsLeft(data.endsAt, Date.now(), data.clockOffset) === 0 ? CLOSING_POLL_MS : false;
    },
  });

/** A participation as the arena shows it: the server's clock, sections and saved answers. */
export function useParticipation(id: string) {
  const { user, loading } = useSession();
  return useQuery({ ...participationQueryOptions(id, user?._id), enabled: !loading && !!user });
}
