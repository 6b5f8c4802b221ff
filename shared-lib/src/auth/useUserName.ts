import { toApiError } from '../api/apiError';
import { useProfileQuery } from './profileQuery';

export type UserStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface UserNameState {
  userName: string | null;
  userStatus: UserStatus;
  retry: () => void;
}

/**
 * The logged-in user's name for the header (fetched automatically when there is a token).
 * A 401 ends the session in the API client; any other failure is `failed`, retryable.
 */
export function useUserName(): UserNameState {
  const { data, error, isLoading, mutate } = useProfileQuery();
  const retry = () => void mutate();
  if (data) return { userName: data.username, userStatus: 'loaded', retry };
  if (isLoading) return { userName: null, userStatus: 'loading', retry };
  if (error && toApiError(error).status !== 401) return { userName: null, userStatus: 'failed', retry };
  return { userName: null, userStatus: 'idle', retry };
}
