import type { LoginInput, SessionResponse } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const login = (input: LoginInput) =>
  api<SessionResponse>('/api/login', { method: 'POST', body: input, anonymous: true });
