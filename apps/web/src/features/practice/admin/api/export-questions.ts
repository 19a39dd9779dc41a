import type { AdminQuestionFilters, QuestionExport } from '@preparena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

/** The matching questions as an export file (the caller saves it). */
export const exportQuestions = (filters: AdminQuestionFilters) =>
  api<QuestionExport>(`/api/admin/questions/export?${queryString(filters)}`);

export const useExportQuestions = () => useMutation({ mutationFn: exportQuestions });
