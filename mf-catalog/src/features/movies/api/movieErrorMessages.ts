import { toApiError } from '@reeltime/shared-lib';

/** The messages of a movie list that could not be fetched. */
export function moviesFetchErrorMessage(error: unknown): string {
  const { status, message } = toApiError(error);
  if (status === 0) return 'Network error - please check your connection';
  if (status === 404) return 'No movies found in database';
  if (status >= 500) return 'Server error - please try again later';
  return message || 'Failed to fetch movies';
}

/** One movie's fetch: same wording as the list, with a fallback of its own (404 is handled by the page). */
export function movieFetchErrorMessage(error: unknown): string {
  const { status, message } = toApiError(error);
  if (status === 0) return 'Network error - please check your connection';
  if (status >= 500) return 'Server error - please try again later';
  return message || 'Failed to fetch movie';
}
