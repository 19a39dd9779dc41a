import type { QuestionNeighbours } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { practiceKey } from './practice-key';

export type { QuestionNeighbours };

export const getQuestionNeighbours = (number: number, filterQuery: string, signal?: AbortSignal) =>
  api<QuestionNeighbours>(withQuery(`/api/questions/${number}/neighbours`, filterQuery), { signal });

export const questionNeighboursQueryOptions = (number: number, filterQuery: string, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'neighbours', number, filterQuery],
    queryFn: ({ signal }) => getQuestionNeighbours(number, filterQuery, signal),
  });

/** The previous, next and a random question among those matching the practice filters. */
export function useQuestionNeighbours(number: number, filterQuery: string) {
  const { user, loading } = useSession();
  return useQuery({
    ...questionNeighboursQueryOptions(number, filterQuery, user?._id),
    enabled: !loading && number > 0,
  });
}
