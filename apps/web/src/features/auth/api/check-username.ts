import type { CheckUsernameResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const checkUsername = (username: string, signal?: AbortSignal) =>
  api<CheckUsernameResponse>(`/api/check-username/${encodeURIComponent(username)}`, {
    signal,
    anonymous: true,
  });
