import type { SiteStats } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSiteStats = (signal?: AbortSignal) =>
  api<SiteStats>('/api/stats', { signal, anonymous: true });

export const siteStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-stats'],
    queryFn: ({ signal }) => getSiteStats(signal),
    staleTime: 5 * 60_000,
  });

export const useSiteStats = () => useQuery(siteStatsQueryOptions());
