import type { QuestionList } from '@preparena/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export const getQuestions = (query: string, signal?: AbortSignal) =>
  api<QuestionList>(`/api/questions?${query}`, { signal });

export const questionsQueryOptions = (query: string, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'list', query],
    queryFn: ({ signal }) => getQuestions(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the practice table for a query string of filters, sort and page. */
export function useQuestionList(query: string) {
  const { user, loading } = useSession();
  return useQuery({ ...questionsQueryOptions(query, user?._id), enabled: !loading });
}
