import { api } from '@/lib/api-client';

export const resendVerification = (email: string) =>
  api<{ message: string }>('/api/resend-verification', { method: 'POST', body: { email }, anonymous: true });
