import type { participationStartSchema } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';

type ParticipationStart = z.infer<typeof participationStartSchema>;

export const startParticipation = (contestId: string) =>
  api<ParticipationStart>(`/api/contests/${encodeURIComponent(contestId)}/participations`, {
    method: 'POST',
  });

/**
 * Enters a live contest or starts an any-time test (the server returns the open participation when
 * there is one) and records the `contest_participation` event.
 */
export function useStartParticipation(contestId: string) {
  const client = useQueryClient();
  const location = useLocation();
  return useMutation({
    mutationFn: () => startParticipation(contestId),
    onSuccess: ({ participationId }) => {
      track({
        name: 'contest_participation',
        path: location.pathname,
        properties: { contest: contestId, participation: participationId },
      });
      return client.invalidateQueries({ queryKey: ['contests'] });
    },
  });
}
