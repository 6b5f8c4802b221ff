import { useState } from 'react';
import { apiClient, clearSession, useApiMutation } from '@reeltime/shared-lib';
import { hardRedirect } from '../hooks/hardRedirect';

/** `DELETE /api/user/delete`. */
export async function deleteAccount(): Promise<void> {
  await apiClient.delete('/api/user/delete');
}

/** Long enough to read the success toast before the page reloads at `/`. */
export const ACCOUNT_DELETED_REDIRECT_MS = 1500;

export interface DeleteAccountState {
  deleteLoading: boolean;
  /** Resolves true when the account is gone (the session is cleared, the page about to reload at `/`). */
  remove: () => Promise<boolean>;
}

export function useDeleteAccount(): DeleteAccountState {
  // Once deleted the page is about to reload: the button stays busy until then.
  const [deleted, setDeleted] = useState(false);
  const { run, busy } = useApiMutation(deleteAccount, {
    success: 'Account deleted successfully!',
    error: 'Failed to delete account',
    onSuccess: () => setDeleted(true),
  });

  const remove = async (): Promise<boolean> => {
    if (!(await run()).ok) return false;
    clearSession();
    setTimeout(() => hardRedirect('/'), ACCOUNT_DELETED_REDIRECT_MS);
    return true;
  };

  return { deleteLoading: busy || deleted, remove };
}
