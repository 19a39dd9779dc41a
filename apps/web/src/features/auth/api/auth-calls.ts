import type { LoginInput, PublicUser, SessionResponse, SignupInput } from '@preparena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// One file for the auth endpoints: each is a single call with no cache, so they stay together.

export const login = (input: LoginInput) =>
  api<SessionResponse>('/api/login', { method: 'POST', body: input, anonymous: true });

export const signup = (input: SignupInput) =>
  api<PublicUser>('/api/signup', { method: 'POST', body: input, anonymous: true });

export const verifyEmail = (email: string, otp: string) =>
  api<SessionResponse>('/api/verify-email', { method: 'POST', body: { email, otp }, anonymous: true });

export const resendVerification = (email: string) =>
  api<{ message: string }>('/api/resend-verification', { method: 'POST', body: { email }, anonymous: true });

export const forgotPassword = (email: string) =>
  api<{ message: string }>('/api/forgotpassword', { method: 'POST', body: { email }, anonymous: true });

export const resetPassword = (token: string, password: string) =>
  api<{ message: string }>(`/api/resetpassword/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { password },
    anonymous: true,
  });

export const checkUsername = (username: string, signal?: AbortSignal) =>
  api<{ available: boolean; message: string }>(`/api/check-username/${encodeURIComponent(username)}`, {
    signal,
    anonymous: true,
  });

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => api<{ google: boolean }>('/api/auth/providers', { signal, anonymous: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());

/** Where the browser goes to start Google sign-in (a navigation, not a fetch). */
export const GOOGLE_START_URL = '/api/auth/google';
