import { apiClient } from '../api/apiClient';
import { updateQuery, useUserQuery, userKey } from '../api/query';
import type { UserProfile } from '@reeltime/contract';

/** `GET /api/user/profile`: read by the header's greeting and the profile page, one cached answer for both. */
export const PROFILE_PATH = '/api/user/profile';

export async function fetchProfile(): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>(PROFILE_PATH);
  return data;
}

export function useProfileQuery() {
  return useUserQuery(PROFILE_PATH, fetchProfile);
}

/** Puts a profile the server just returned into the cache (the greeting follows), for `token`'s session. */
export function setCachedProfile(profile: UserProfile, token?: string): Promise<UserProfile | undefined> {
  return updateQuery<UserProfile>(userKey(PROFILE_PATH, token), () => profile);
}
