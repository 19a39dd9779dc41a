import type { QuestionImportResult } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const importQuestions = (questions: unknown[]) =>
  api<QuestionImportResult>('/api/admin/questions/import', { method: 'POST', body: { questions } });

/** Imports an export file's questions; refreshes the admin and the public practice caches. */
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin-questions'] });
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}
