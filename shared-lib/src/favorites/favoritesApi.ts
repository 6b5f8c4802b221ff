import { apiClient } from '../api/apiClient';
import { toApiError } from '../api/apiError';
import { AUTH_EXPIRED_MESSAGE, expireSession } from '../auth/authStore';
import type { Movie } from '@reeltime/contract';

/** `GET /api/user/favorites` and its changes; the list is cached under this path for the logged-in user. */
export const FAVORITES_PATH = '/api/user/favorites';

export async function fetchFavoriteMovies(): Promise<Movie[]> {
  try {
    const { data } = await apiClient.get<Movie[]>(FAVORITES_PATH);
    return Array.isArray(data) ? data : [];
  } catch (error) {
    expireOnForbidden(error);
    throw error;
  }
}

export async function addFavorite(movieId: number): Promise<void> {
  await apiClient.post(`${FAVORITES_PATH}/${movieId}`);
}

export async function removeFavorite(movieId: number): Promise<void> {
  await apiClient.delete(`${FAVORITES_PATH}/${movieId}`);
}

export async function removeAllFavorites(): Promise<void> {
  await apiClient.delete(`${FAVORITES_PATH}/deleteall`);
}

/** Favourites: a 403 means the token is no longer accepted (a 401 is handled by the API client). */
export function expireOnForbidden(error: unknown): void {
  if (toApiError(error).status === 403) expireSession();
}

export function favoritesFailureMessage(error: unknown, fallback: string): string {
  const { status, message } = toApiError(error);
  if (status === 401 || status === 403) return AUTH_EXPIRED_MESSAGE;
  return message || fallback;
}
