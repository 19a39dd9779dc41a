import type { MessageResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const resetPassword = (token: string, password: string) =>
  api<MessageResponse>(`/api/resetpassword/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { password },
    anonymous: true,
  });

/** Whether the link can still be used: a used or expired one answers 400 with the reason. */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  api<MessageResponse>(`/api/resetpassword/${encodeURIComponent(token)}`, { anonymous: true, signal });
