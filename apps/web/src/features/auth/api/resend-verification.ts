import type { MessageResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const resendVerification = (email: string) =>
  api<MessageResponse>('/api/resend-verification', { method: 'POST', body: { email }, anonymous: true });
