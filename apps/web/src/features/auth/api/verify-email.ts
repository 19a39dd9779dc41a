import type { SessionResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const verifyEmail = (email: string, otp: string) =>
  api<SessionResponse>('/api/verify-email', { method: 'POST', body: { email, otp }, anonymous: true });
