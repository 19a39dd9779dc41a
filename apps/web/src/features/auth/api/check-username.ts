import { api } from '@/lib/api-client';

export const checkUsername = (username: string, signal?: AbortSignal) =>
  api<{ available: boolean; message: string }>(`/api/check-username/${encodeURIComponent(username)}`, {
    signal,
    anonymous: true,
  });
