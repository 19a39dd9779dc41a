import type { PublicUser, SignupInput } from '@preparena/shared';
import { api } from '@/lib/api-client';

export const signup = (input: SignupInput) =>
  api<PublicUser>('/api/signup', { method: 'POST', body: input, anonymous: true });
