import type { MessageResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const resetPassword = (token: string, password: string) =>
  api<MessageResponse>(`/api/resetpassword/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { password },
    anonymous: true,
  });
