import type { AuthProviders } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAuthProviders = (signal?: AbortSignal) =>
  api<AuthProviders>('/api/auth/providers', { signal, anonymous: true });

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Which sign-in providers the server has configured (Google or none). */
export const useAuthProviders = () => useQuery(authProvidersQueryOptions());

/** Where the browser goes to start Google sign-in (a navigation, not a fetch). */
export const GOOGLE_START_URL = '/api/auth/google';
