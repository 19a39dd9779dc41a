import type { adminContestListSchema } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminContestsKey } from './admin-contests-key';

export type AdminContestList = z.infer<typeof adminContestListSchema>;

export const getAdminContests = (signal?: AbortSignal) =>
  api<AdminContestList>('/api/admin/contests', { signal });

export const adminContestsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminContestsKey, 'list'],
    queryFn: ({ signal }) => getAdminContests(signal),
  });

/** Every contest for the admin table (drafts and cancelled ones too). */
export const useAdminContests = () => useQuery(adminContestsQueryOptions());
