import type { AdminQuestionSet } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A question set is the passage or chart shared by several questions.

export const getAdminQuestionSet = (id: string, signal?: AbortSignal) =>
  api<AdminQuestionSet>(`/api/admin/question-sets/${id}`, { signal });

export const adminQuestionSetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-question-sets', id],
    queryFn: ({ signal }) => getAdminQuestionSet(id, signal),
  });

export const useAdminQuestionSet = (id: string) => useQuery(adminQuestionSetQueryOptions(id));
