import type { ContestInput } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createContest = (body: ContestInput) =>
  api<{ id: string }>('/api/admin/contests', { method: 'POST', body });

/** Creates a contest (published unless its status is draft); the admin and public lists refresh. */
export function useCreateContest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin-contests'] }),
        client.invalidateQueries({ queryKey: ['contests'] }),
      ]),
  });
}
