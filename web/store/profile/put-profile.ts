import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@common/identity.ts';
import { platformApi } from '../../lib/platform-api';
import { useSession } from '../../app/session/session-context';

/** `avatar`: a data URL to upload, or null for the generated image. */
export type ProfileChange = { fullName?: string; email?: string; avatar?: string | null };

export function putProfile(body: ProfileChange): Promise<{ user: SessionUser }> {
  return platformApi<{ user: SessionUser }>('/user/profile', { method: 'PUT', body });
}

/** Saves profile changes and makes the answer the session user. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: ({ user }) => setUser(user),
  });
}
