import type { AdminQuestionFilters, AdminQuestionList } from '@preparena/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export type AdminQuestionParams = AdminQuestionFilters & {
  page: number;
  pageSize: number;
  sort: 'number' | '-number';
};

export const getAdminQuestions = (params: AdminQuestionParams, signal?: AbortSignal) =>
  api<AdminQuestionList>(`/api/admin/questions?${queryString(params)}`, { signal });

export const adminQuestionsQueryOptions = (params: AdminQuestionParams) =>
  queryOptions({
    queryKey: ['admin-questions', 'list', params],
    queryFn: ({ signal }) => getAdminQuestions(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the admin question table for the filters, sort and page. */
export const useAdminQuestions = (params: AdminQuestionParams) =>
  useQuery(adminQuestionsQueryOptions(params));
