import { api } from '@/lib/api-client';

export const resetPassword = (token: string, password: string) =>
  api<{ message: string }>(`/api/resetpassword/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body: { password },
    anonymous: true,
  });
