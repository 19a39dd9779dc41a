import type { TopRated } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RatingKind = TopRated['kind'];

export const getTopRated = (kind: RatingKind, signal?: AbortSignal) =>
  api<TopRated>(`/api/ratings/top?kind=${kind}`, { signal, anonymous: true });

export const topRatedQueryOptions = (kind: RatingKind) =>
  queryOptions({
    queryKey: ['ratings', 'top', kind],
    queryFn: ({ signal }) => getTopRated(kind, signal),
    staleTime: 60_000,
  });

/** The ten best non-provisional ratings of a kind (the /compete side panel). */
export function useTopRated(kind: RatingKind) {
  return useQuery(topRatedQueryOptions(kind));
}
