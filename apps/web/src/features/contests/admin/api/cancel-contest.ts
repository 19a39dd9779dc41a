import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cancelContest = (id: string) =>
  api<void>(`/api/admin/contests/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Cancels a contest (it stays in the table as cancelled and leaves the schedule). */
export function useCancelContest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelContest,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin-contests'] }),
        client.invalidateQueries({ queryKey: ['contests'] }),
      ]),
  });
}
