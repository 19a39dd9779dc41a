import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Registration {
  registered: boolean;
  registrants: number;
}

/** `POST` registers, `DELETE` unregisters; both answer the new state and count. */
export const setRegistration = (id: string, register: boolean) =>
  api<Registration>(`/api/contests/${encodeURIComponent(id)}/register`, {
    method: register ? 'POST' : 'DELETE',
  });

/** Registers or unregisters; the schedule and the contest page refresh after it. */
export function useRegistration(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (register: boolean) => setRegistration(id, register),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contests'] }),
  });
}
