import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const finishParticipation = (participationId: string) =>
  api<{ status: 'finished' }>(`/api/participations/${encodeURIComponent(participationId)}/finish`, {
    method: 'POST',
  });

/** Ends a participation early; the arena then shows its result. */
export function useFinishParticipation(participationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => finishParticipation(participationId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contests'] }),
  });
}
