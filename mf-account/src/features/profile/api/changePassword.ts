import type { ApiAnswer, ApiBody } from '@reeltime/contract';
import { apiClient, setCachedProfile, setToken, useApiMutation, useProfileQuery } from '@reeltime/shared-lib';
import type { PasswordChangeForm } from '../utils/passwordChangeRules';

export type PasswordChange = ApiBody<'/api/user/change-password', 'put'>;

/** `PUT /api/user/change-password`: the server revokes every earlier token and answers with a fresh one for this session. */
export async function changePassword(change: PasswordChange): Promise<string | null> {
  const { data } = await apiClient.put<Partial<ApiAnswer<'/api/user/change-password', 'put'>> | undefined>(
    '/api/user/change-password',
    change,
  );
  return typeof data?.token === 'string' && data.token ? data.token : null;
}

/** The message of a refused password change (400). */
const INVALID_REQUEST = 'Invalid request data. Please check your current password.';

export interface ChangePasswordState {
  passwordLoading: boolean;
  /** Sends a form its dialog has checked; resolves true when the password was changed. */
  submit: (form: PasswordChangeForm) => Promise<boolean>;
}

export function useChangePassword(): ChangePasswordState {
  const { data: cachedProfile } = useProfileQuery();
  const { run, busy: passwordLoading } = useApiMutation(changePassword, {
    // The change revoked the old token: keep the fresh one so the user stays logged in, and the
    // cached profile (the greeting) with it rather than asking for it again.
    onSuccess: async (token) => {
      if (!token) return;
      if (cachedProfile) await setCachedProfile(cachedProfile, token);
      setToken(token);
    },
    success: 'Password changed successfully!',
    error: ({ status, message }) => (status === 400 ? message || INVALID_REQUEST : 'Failed to change password'),
  });

  const submit = async (form: PasswordChangeForm): Promise<boolean> => {
    return (await run({ currentPassword: form.currentPassword, newPassword: form.newPassword })).ok;
  };

  return { passwordLoading, submit };
}
