import type { MessageResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const forgotPassword = (email: string) =>
  api<MessageResponse>('/api/forgotpassword', { method: 'POST', body: { email }, anonymous: true });
