import type { virtualStartSchema } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';

type VirtualStart = z.infer<typeof virtualStartSchema>;

export const startVirtual = (contestId: string) =>
  api<VirtualStart>(`/api/contests/${encodeURIComponent(contestId)}/virtual`, { method: 'POST' });

/** Starts a virtual run of a past contest (409 `CONTEST_NOT_ENDED` before its end). */
export function useStartVirtual(contestId: string) {
  const client = useQueryClient();
  const location = useLocation();
  return useMutation({
    mutationFn: () => startVirtual(contestId),
    onSuccess: ({ participationId }) => {
      track({
        name: 'contest_participation',
        path: location.pathname,
        properties: { contest: contestId, participation: participationId, virtual: true },
      });
      return client.invalidateQueries({ queryKey: ['contests'] });
    },
  });
}
