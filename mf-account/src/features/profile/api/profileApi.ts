import { apiClient, type Gender, type UserProfile } from '@reeltime/shared-lib';

export interface ProfileUpdate {
  username: string;
  gender: Gender;
}

/** The server answers with the updated profile, or only the fields it changed. */
export async function updateProfile(update: ProfileUpdate): Promise<Partial<UserProfile>> {
  const { data } = await apiClient.put<Partial<UserProfile> | undefined>('/api/user/profile', update);
  return data && typeof data === 'object' ? data : {};
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The server revokes every earlier token and answers with a fresh one for this session. */
export async function changePassword(change: PasswordChange): Promise<string | null> {
  const { data } = await apiClient.put<{ token?: unknown } | undefined>('/api/user/change-password', change);
  return typeof data?.token === 'string' && data.token ? data.token : null;
}

export async function deleteAccount(): Promise<void> {
  await apiClient.delete('/api/user/delete');
}
