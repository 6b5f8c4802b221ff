import { useEffect } from 'react';
import { toApiError, toast, useProfileQuery } from '@reeltime/shared-lib';

/**
 * With a token the profile (the greeting's name) is fetched automatically, through the
 * shared query cache; a failure other than an expired session (handled by the API client) is toasted.
 */
export function useAutoLoadUserName(): void {
  const { error } = useProfileQuery();
  useEffect(() => {
    if (!error) return;
    const { status, message } = toApiError(error);
    if (status !== 401) toast.error(message || 'Failed to fetch username');
  }, [error]);
}
