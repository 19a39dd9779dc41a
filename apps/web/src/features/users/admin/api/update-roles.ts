import type { AdminUser, StaffFlag } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface UpdateRolesInput {
  id: string;
  roles: Partial<Record<StaffFlag, boolean>>;
}

export const updateRoles = ({ id, roles }: UpdateRolesInput) =>
  api<AdminUser>(`/api/admin/users/${id}/roles`, { method: 'PATCH', body: roles });

/** Grants or revokes staff flags; the user list refreshes after it. */
export const useUpdateRoles = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoles,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
};
