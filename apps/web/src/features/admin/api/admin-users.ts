import type { AdminUser, AdminUserList, StaffFlag } from '@preparena/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin-users', search, page],
    queryFn: ({ signal }) =>
      api<AdminUserList>(`/api/admin/users?${new URLSearchParams({ search, page: String(page) })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQueryOptions(search, page));

export const useUpdateRoles = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: Partial<Record<StaffFlag, boolean>> }) =>
      api<AdminUser>(`/api/admin/users/${id}/roles`, { method: 'PATCH', body: roles }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
};
