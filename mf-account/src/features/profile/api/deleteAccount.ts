import { useState } from 'react';
import { apiClient, clearSession, toApiError, toast } from '@reeltime/shared-lib';
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
  const [deleteLoading, setDeleteLoading] = useState(false);

  const remove = async (): Promise<boolean> => {
    setDeleteLoading(true);
    try {
      await deleteAccount();
    } catch (failure) {
      const { status, message } = toApiError(failure);
      if (status !== 401) toast.error(message || 'Failed to delete account');
      setDeleteLoading(false);
      return false;
    }
    toast.success('Account deleted successfully!');
    clearSession();
    setTimeout(() => hardRedirect('/'), ACCOUNT_DELETED_REDIRECT_MS);
    return true;
  };

  return { deleteLoading, remove };
}
