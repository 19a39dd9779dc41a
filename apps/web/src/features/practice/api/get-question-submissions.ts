import type { Submission } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export type { Submission };

export const getQuestionSubmissions = (number: number, signal?: AbortSignal) =>
  api<Submission[]>(`/api/questions/${number}/submissions`, { signal });

export const questionSubmissionsQueryOptions = (number: number, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'submissions', number],
    queryFn: ({ signal }) => getQuestionSubmissions(number, signal),
  });

/** The signed-in user's attempts at one question (nothing is fetched for visitors). */
export function useQuestionSubmissions(number: number) {
  const { user, loading } = useSession();
  return useQuery({
    ...questionSubmissionsQueryOptions(number, user?._id),
    enabled: !!user && !loading && number > 0,
  });
}
