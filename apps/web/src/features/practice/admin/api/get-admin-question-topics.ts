import type { AdminQuestionTopics } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminQuestionTopics = (signal?: AbortSignal) =>
  api<AdminQuestionTopics>('/api/admin/questions/topics', { signal });

export const adminQuestionTopicsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-questions', 'topics'],
    queryFn: ({ signal }) => getAdminQuestionTopics(signal),
    staleTime: 5 * 60_000,
  });

/** The courses and topics a question can belong to (filters and the editor's topic picker). */
export const useAdminQuestionTopics = () => useQuery(adminQuestionTopicsQueryOptions());
