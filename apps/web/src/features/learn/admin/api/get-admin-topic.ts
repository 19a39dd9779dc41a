import type { AdminTopic } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminTopic = (id: string, signal?: AbortSignal) =>
  api<AdminTopic>(`/api/admin/topics/${id}`, { signal });

export const adminTopicQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-content', 'topic', id],
    queryFn: ({ signal }) => getAdminTopic(id, signal),
  });

/** One topic with its lesson and SEO fields; nothing is fetched until one is chosen. */
export const useAdminTopic = (id: string | null) =>
  useQuery({ ...adminTopicQueryOptions(id ?? ''), enabled: !!id });
