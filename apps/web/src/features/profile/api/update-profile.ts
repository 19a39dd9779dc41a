import type { PublicUser, UpdateProfileInput } from '@preparena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

export const updateProfile = (body: UpdateProfileInput) =>
  api<PublicUser>('/api/profile', { method: 'PUT', body });

/** Saves profile settings; the session takes the user the server answers, and profiles refresh. */
export function useUpdateProfile() {
  const client = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateUser(user);
      return client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
