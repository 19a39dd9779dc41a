import { api } from '@/lib/api-client';

export const forgotPassword = (email: string) =>
  api<{ message: string }>('/api/forgotpassword', { method: 'POST', body: { email }, anonymous: true });
