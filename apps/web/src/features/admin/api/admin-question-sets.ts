import type { AdminQuestionSet, QuestionSetInput } from '@preparena/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The admin endpoints of question sets: the passage or chart shared by several questions.

export const adminQuestionSetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin-question-sets', id],
    queryFn: ({ signal }) => api<AdminQuestionSet>(`/api/admin/question-sets/${id}`, { signal }),
  });

export const useAdminQuestionSet = (id: string) => useQuery(adminQuestionSetQueryOptions(id));

/** Saves a set's passage or charts; the public question pages show the change at once. */
export function useSaveQuestionSet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionSetInput) =>
      api<AdminQuestionSet>(`/api/admin/question-sets/${id}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      client.setQueryData(adminQuestionSetQueryOptions(id).queryKey, saved);
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}
