import type {
  AdminQuestion,
  AdminQuestionFilters,
  AdminQuestionList,
  AdminQuestionTopics,
  QuestionExport,
  QuestionImportResult,
  QuestionInput,
} from '@preparena/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The admin question endpoints: the table, one question, topics, create/update, import and export.

const query = (params: object) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();

export type AdminQuestionParams = AdminQuestionFilters & {
  page: number;
  pageSize: number;
  sort: 'number' | '-number';
};

export const adminQuestionsQueryOptions = (params: AdminQuestionParams) =>
  queryOptions({
    queryKey: ['admin-questions', 'list', params],
    queryFn: ({ signal }) => api<AdminQuestionList>(`/api/admin/questions?${query(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminQuestionQueryOptions = (number: number) =>
  queryOptions({
    queryKey: ['admin-questions', 'one', number],
    queryFn: ({ signal }) => api<AdminQuestion>(`/api/admin/questions/${number}`, { signal }),
  });

export const adminQuestionTopicsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-questions', 'topics'],
    queryFn: ({ signal }) => api<AdminQuestionTopics>('/api/admin/questions/topics', { signal }),
    staleTime: 5 * 60_000,
  });

export const useAdminQuestions = (params: AdminQuestionParams) =>
  useQuery(adminQuestionsQueryOptions(params));
export const useAdminQuestion = (number: number | null) =>
  useQuery({ ...adminQuestionQueryOptions(number ?? 0), enabled: number !== null });
export const useAdminQuestionTopics = () => useQuery(adminQuestionTopicsQueryOptions());

/** Creates (no number) or replaces (number) a question; refreshes the table and the public practice cache. */
export function useSaveQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ number, body }: { number: number | null; body: QuestionInput }) =>
      number === null
        ? api<AdminQuestion>('/api/admin/questions', { method: 'POST', body })
        : api<AdminQuestion>(`/api/admin/questions/${number}`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      client.setQueryData(adminQuestionQueryOptions(saved.number).queryKey, saved);
      await client.invalidateQueries({ queryKey: ['admin-questions', 'list'] });
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}

export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questions: unknown[]) =>
      api<QuestionImportResult>('/api/admin/questions/import', { method: 'POST', body: { questions } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin-questions'] });
      await client.invalidateQueries({ queryKey: ['practice'] });
    },
  });
}

/** The matching questions as an export file (the caller saves it). */
export const fetchQuestionExport = (filters: AdminQuestionFilters) =>
  api<QuestionExport>(`/api/admin/questions/export?${query(filters)}`);

export const useExportQuestions = () => useMutation({ mutationFn: fetchQuestionExport });
