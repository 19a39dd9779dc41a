import type { AdminContest } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminContestsKey } from './admin-contests-key';

export const getAdminContest = (id: string, signal?: AbortSignal) =>
  api<AdminContest>(`/api/admin/contests/${encodeURIComponent(id)}`, { signal });

export const adminContestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminContestsKey, 'contest', id],
    queryFn: ({ signal }) => getAdminContest(id, signal),
  });

/** One contest to edit, with its questions and keys (the preview). */
export const useAdminContest = (id: string | null) =>
  useQuery({ ...adminContestQueryOptions(id ?? ''), enabled: id !== null });
