import type { ContestInput } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const updateContest = (id: string, body: ContestInput) =>
  api<unknown>(`/api/admin/contests/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** Saves a contest (409 once it has started and its questions changed); the lists refresh. */
export function useUpdateContest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContestInput }) => updateContest(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin-contests'] }),
        client.invalidateQueries({ queryKey: ['contests'] }),
      ]),
  });
}
