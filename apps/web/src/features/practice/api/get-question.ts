import type { QuestionDetail } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { withTypesetFonts } from '@/lib/typeset-fonts';
import { practiceKey } from './practice-key';

export const getQuestion = (number: number, signal?: AbortSignal) =>
  api<QuestionDetail>(`/api/questions/${number}`, { signal });

export const questionQueryOptions = (number: number, userId?: string) =>
  queryOptions({
    queryKey: [...practiceKey(userId), 'question', number],
    queryFn: ({ signal }) => withTypesetFonts(getQuestion(number, signal)),
  });

/** One question as the problem page shows it (with the user's state when signed in). */
export function useQuestion(number: number) {
  const { user, loading } = useSession();
  return useQuery({
    ...questionQueryOptions(number, user?._id),
    enabled: !loading && number > 0,
    // Signing in or out mid-question keeps the page (and the answer being given) on screen while
    // the learner's view of the same question loads; another question starts from its skeleton.
    placeholderData: (previous) => (previous?.number === number ? previous : undefined),
  });
}
