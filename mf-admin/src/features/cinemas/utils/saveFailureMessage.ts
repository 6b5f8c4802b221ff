import type { ApiError } from '@reeltime/shared-lib';

/** What a failed save says beside its form: the API's message, or why; nothing for a 401 (the API client ends the session and says so). */
export function saveFailureMessage(failure: ApiError | null): string {
  if (!failure || failure.status === 401) return '';
  if (failure.message) return failure.message;
  return failure.status === 0
    ? 'Could not reach ReelTime. Check the connection and try again.'
    : 'This could not be saved. Please try again.';
}
