import type { AdminUserList } from '@preparena/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminUsers = (search: string, page: number, signal?: AbortSignal) =>
  api<AdminUserList>(`/api/admin/users?${new URLSearchParams({ search, page: String(page) })}`, { signal });

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin-users', search, page],
    queryFn: ({ signal }) => getAdminUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the users whose name or e-mail matches the search. */
export const useAdminUsers = (search: string, page: number) => useQuery(adminUsersQueryOptions(search, page));
