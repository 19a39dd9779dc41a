import type { ContestAnswerInput, ContestAnswerResult } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { participationQueryKey, type TimedParticipation } from './get-participation';

export const saveAnswer = (participationId: string, number: number, body: ContestAnswerInput) =>
  api<ContestAnswerResult>(`/api/participations/${encodeURIComponent(participationId)}/answers/${number}`, {
    method: 'PUT',
    body,
  });

export interface SaveAnswerVariables {
  number: number;
  body: ContestAnswerInput;
}

/**
 * Saves (mock) or submits (sprint) one answer. Once the server acknowledges it, the cached
 * participation takes the saved answer, the review mark and a sprint's verdict, so the palette
 * shows only what the server holds.
 */
export function useSaveAnswer(participationId: string) {
  const client = useQueryClient();
  const { user } = useSession();
  const key = participationQueryKey(participationId, user?._id);
  return useMutation({
    mutationFn: ({ number, body }: SaveAnswerVariables) => saveAnswer(participationId, number, body),
    onSuccess: (result, { number, body }) => {
      client.setQueryData<TimedParticipation>(key, (old) =>
        old
          ? {
              ...old,
              // A virtual run's place on the final board, as of this answer.
              simulatedRank: result.simulatedRank ?? old.simulatedRank,
              questions: old.questions.map((q) =>
                q.number === number
                  ? {
                      ...q,
                      saved: body.answer ?? undefined,
                      markedForReview: body.markedForReview ?? q.markedForReview,
                      verdict: 'correct' in result ? result : q.verdict,
                    }
                  : q,
              ),
            }
          : old,
      );
    },
  });
}
