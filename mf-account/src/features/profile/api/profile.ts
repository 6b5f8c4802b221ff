import type { ApiBody } from '@reeltime/contract';
import { useEffect, useRef } from 'react';
import {
  AUTH_EXPIRED_MESSAGE,
  authStore,
  apiClient,
  setCachedProfile,
  toApiError,
  useApiMutation,
  useProfileQuery,
  type UserProfile,
} from '@reeltime/shared-lib';

export type ProfileUpdate = ApiBody<'/api/user/profile', 'put'>;

/** `PUT /api/user/profile`: the server answers with the updated profile, or only the fields it changed. */
export async function updateProfile(update: ProfileUpdate): Promise<Partial<UserProfile>> {
  const { data } = await apiClient.put<Partial<UserProfile> | undefined>('/api/user/profile', update);
  return data && typeof data === 'object' ? data : {};
}

/** After a name change the profile is fetched again, 100 ms later. */
const REFETCH_DELAY_MS = 100;

export interface ProfileState {
  profile: UserProfile | null;
  loading: boolean;
  error: string | null;
  saving: boolean;
  reload: () => void;
  /** Resolves true when saved. */
  save: (update: ProfileUpdate) => Promise<boolean>;
}

/**
 * The profile, from the same cached `GET /api/user/profile` as the header's greeting: saving
 * updates both at once. A 401 ends the session in the API client; the page says so.
 */
export function useProfile(): ProfileState {
  const { data, error, isLoading, isValidating, mutate } = useProfileQuery();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const apiError = error === undefined ? null : toApiError(error);
  const profile = data ?? null;

  const { run, busy: saving } = useApiMutation(updateProfile, {
    onSuccess: async (changed, update) => {
      const { token } = authStore.get();
      const next = { ...(profile as UserProfile), ...update, ...changed };
      if (token) await setCachedProfile(next, token);
      if (profile && next.username !== profile.username) {
        refetchTimer.current = setTimeout(() => void mutate(), REFETCH_DELAY_MS);
      }
    },
    success: 'Profile updated successfully!',
    error: 'Failed to update profile',
  });
  const save = async (update: ProfileUpdate): Promise<boolean> => (await run(update)).ok;

  return {
    profile,
    loading: isLoading || (isValidating && apiError !== null),
    error:
      apiError === null
        ? null
        : apiError.status === 401
          ? AUTH_EXPIRED_MESSAGE
          : apiError.message || 'Failed to fetch profile',
    saving,
    reload: () => void mutate(),
    save,
  };
}
