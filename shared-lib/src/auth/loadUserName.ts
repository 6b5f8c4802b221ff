import { apiClient } from '../api/apiClient';
import { toApiError } from '../api/apiError';
import { toast } from '../toast/toast';
import type { UserProfile } from '../domain/types';
import { authStore, clearSession, setUserName, setUserStatus } from './authStore';

export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please login again.';

/**
 * Fetches the logged-in user's name for the header. An expired session clears the token
 * ("Session expired. Please login again."); any other failure leaves a retryable state.
 */
export async function loadUserName(): Promise<void> {
  if (!authStore.get().token) return;
  setUserStatus('loading');
  try {
    const { data } = await apiClient.get<UserProfile>('/api/user/profile');
    setUserName(data.username);
  } catch (error) {
    const { status, message } = toApiError(error);
    if (status === 401) {
      clearSession();
      toast.error('Session expired. Please login again.');
      return;
    }
    setUserStatus('failed');
    toast.error(message || 'Failed to fetch username');
  }
}
