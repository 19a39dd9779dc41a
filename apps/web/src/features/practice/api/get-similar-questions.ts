import type { SimilarQuestion } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export type { SimilarQuestion };

export const getSimilarQuestions = (number: number, signal?: AbortSignal) =>
  api<SimilarQuestion[]>(`/api/questions/${number}/similar`, { signal });

export const similarQuestionsQueryOptions = (number: number, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'similar', number],
    queryFn: ({ signal }) => getSimilarQuestions(number, signal),
  });

/** Questions of the same topic near this one's difficulty, unsolved first. */
export function useSimilarQuestions(number: number) {
  const { user, loading } = useSession();
  return useQuery({ ...similarQuestionsQueryOptions(number, user?._id), enabled: !loading && number > 0 });
}
