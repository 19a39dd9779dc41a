import type { PublicProfile } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const getUserProfile = (username: string, signal?: AbortSignal) =>
  api<PublicProfile>(`/api/users/${encodeURIComponent(username)}`, { signal });

/** Every profile query starts with ['profile'] (a settings change refreshes them). */
export const userProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['profile', username.toLowerCase()],
    queryFn: ({ signal }) => getUserProfile(username, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** What anyone may see of a user: ratings, counts and Contest rating history (404: no such user). */
export function useUserProfile(username: string) {
  return useQuery({ ...userProfileQueryOptions(username), enabled: username !== '' });
}
