import type { ParticipationResult } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { contestsKey } from './contests-key';

export const getParticipationResult = (id: string, signal?: AbortSignal) =>
  api<ParticipationResult>(`/api/participations/${encodeURIComponent(id)}/result`, { signal });

export const participationResultQueryOptions = (id: string, userId?: string) =>
  queryOptions({
    queryKey: [...contestsKey(userId), 'result', id],
    queryFn: ({ signal }) => getParticipationResult(id, signal),
    retry: false,
  });

/** A finished participation's score, rank, sections and reviewed questions (409 while open). */
export function useParticipationResult(id: string, enabled = true) {
  const { user, loading } = useSession();
  return useQuery({
    ...participationResultQueryOptions(id, user?._id),
    enabled: enabled && !loading && !!user,
  });
}
