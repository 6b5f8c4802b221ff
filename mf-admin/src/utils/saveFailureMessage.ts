import type { ApiError } from '@reeltime/shared-lib';

/**
 * What a failed write says beside its form: the API's message, or why (no connection, or the form's own
 * `fallback`); nothing for a 401 (the API client ends the session and says so).
 */
export function saveFailureMessage(
  failure: ApiError | null,
  fallback = 'This could not be saved. Please try again.',
): string {
  if (!failure || failure.status === 401) return '';
  if (failure.message) return failure.message;
  return failure.status === 0 ? 'Could not reach ReelTime. Check the connection and try again.' : fallback;
}
