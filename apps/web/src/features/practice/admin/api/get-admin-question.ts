import type { AdminQuestion } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminQuestion = (number: number, signal?: AbortSignal) =>
  api<AdminQuestion>(`/api/admin/questions/${number}`, { signal });

export const adminQuestionQueryOptions = (number: number) =>
  queryOptions({
    queryKey: ['admin-questions', 'one', number],
    queryFn: ({ signal }) => getAdminQuestion(number, signal),
  });

/** One question with everything staff edit; nothing is fetched without a number. */
export const useAdminQuestion = (number: number | null) =>
  useQuery({ ...adminQuestionQueryOptions(number ?? 0), enabled: number !== null });
