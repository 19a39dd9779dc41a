import type { PublicUser } from '@preparena/shared';
import { api } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<PublicUser> {
  return api<PublicUser>('/api/profile', { signal });
}
