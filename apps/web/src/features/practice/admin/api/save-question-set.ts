import type { AdminQuestionSet, QuestionSetInput } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQuestionSetQueryOptions } from './get-admin-question-set';

export const saveQuestionSet = (id: string, body: QuestionSetInput) =>
  api<AdminQuestionSet>(`/api/admin/question-sets/${id}`, { method: 'PUT', body });

/** Saves a set's passage or charts; the public question pages show the change at once. */
export function useSaveQuestionSet(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionSetInput) => saveQuestionSet(id, body),
    onSuccess: async (saved) => {
      client.setQueryData(adminQuestionSetQueryOptions(id).queryKey, saved);
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}
