import type { QuestionAnalytics } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export type { QuestionAnalytics };

export const getQuestionAnalytics = (number: number, signal?: AbortSignal) =>
  api<QuestionAnalytics>(`/api/questions/${number}/analytics`, { signal });

export const questionAnalyticsQueryOptions = (number: number, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'analytics', number],
    queryFn: ({ signal }) => getQuestionAnalytics(number, signal),
  });

/** Attempts, accuracy, times and chosen options of everyone who tried the question. */
export function useQuestionAnalytics(number: number) {
  const { user, loading } = useSession();
  return useQuery({ ...questionAnalyticsQueryOptions(number, user?._id), enabled: !loading && number > 0 });
}
