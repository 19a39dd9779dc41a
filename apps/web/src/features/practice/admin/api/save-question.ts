import type { AdminQuestion, QuestionInput } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQuestionQueryOptions } from './get-admin-question';

/** Creates (no number) or replaces (number) a question. */
export const saveQuestion = ({ number, body }: { number: number | null; body: QuestionInput }) =>
  number === null
    ? api<AdminQuestion>('/api/admin/questions', { method: 'POST', body })
    : api<AdminQuestion>(`/api/admin/questions/${number}`, { method: 'PUT', body });

/** Saves a question; refreshes the table and the public practice cache. */
export function useSaveQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: async (saved) => {
      client.setQueryData(adminQuestionQueryOptions(saved.number).queryKey, saved);
      await client.invalidateQueries({ queryKey: ['admin-questions', 'list'] });
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}
