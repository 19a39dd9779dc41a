import type { AdminTopicRow } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { AdminTopicRow };

export const getAdminTopics = (search: string, signal?: AbortSignal) =>
  api<AdminTopicRow[]>(`/api/admin/topics?${new URLSearchParams({ search })}`, { signal });

export const adminTopicsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin-content', 'topics', search],
    queryFn: ({ signal }) => getAdminTopics(search, signal),
  });

/** The topics whose title or slug matches the search. */
export const useAdminTopics = (search: string) => useQuery(adminTopicsQueryOptions(search));
