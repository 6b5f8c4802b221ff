import { useCallback } from 'react';
import { useUserQuery, updateQuery, userKey } from '../api/query';
import { useApiMutation } from '../api/useApiMutation';
import { authStore, openAuthModal } from '../auth/authStore';
import { createStore } from '../state/createStore';
import { useStore } from '../state/useStore';
import { toApiError } from '../api/apiError';
import type { Movie } from '@reeltime/contract';
import {
  FAVORITES_PATH,
  addFavorite,
  expireOnForbidden,
  favoritesFailureMessage,
  fetchFavoriteMovies,
  removeAllFavorites,
  removeFavorite,
} from './favoritesApi';

/** The favourites state, read from the shared query cache plus the per-movie in-flight map. */
export interface FavoritesState {
  favoriteMovies: Movie[];
  favoriteMovieIds: number[];
  loading: boolean;
  actionLoading: boolean;
  error: string | null;
  hasFetched: boolean;
  /** Movie ids whose add/remove request is in flight. */
  pending: Record<number, boolean>;
  /** Fetches the list again. */
  reload: () => void;
}

interface ActionState {
  pending: Record<number, boolean>;
  clearing: boolean;
  /** The last failed change, for the session (token) it happened in. */
  actionError: { token: string; message: string } | null;
}

const actions = createStore<ActionState>({ pending: {}, clearing: false, actionError: null });

function setPending(movieId: number, busy: boolean): void {
  actions.set(({ pending }) => {
    const next = { ...pending };
    if (busy) next[movieId] = true;
    else delete next[movieId];
    return { pending: next };
  });
}

/**
 * The logged-in user's favourites, shared by every app through the query cache: fetched once as
 * soon as anything shows them (a heart on any card, the favourites page), dropped at logout.
 */
export function useFavorites(): FavoritesState {
  const { data, error, isLoading, isValidating, mutate } = useUserQuery(FAVORITES_PATH, fetchFavoriteMovies);
  const { pending, clearing, actionError } = useStore(actions);
  const token = useStore(authStore, (state) => state.token);
  const favoriteMovies = data ?? [];
  const loadError = error === undefined ? null : favoritesFailureMessage(error, 'Failed to fetch favorites');
  return {
    favoriteMovies,
    favoriteMovieIds: favoriteMovies.map((movie) => movie.id),
    loading: isLoading || isValidating,
    actionLoading: clearing || Object.keys(pending).length > 0,
    error: loadError ?? (actionError?.token === token ? actionError.message : null),
    hasFetched: data !== undefined || error !== undefined,
    pending,
    reload: () => void mutate(),
  };
}

/** Adds or removes a favourite and writes the change into the cached list; the movie is pending meanwhile. */
async function writeFavorite(key: readonly [string, string], movie: Movie, isFavorite: boolean): Promise<void> {
  setPending(movie.id, true);
  try {
    if (isFavorite) await removeFavorite(movie.id);
    else await addFavorite(movie.id);
    actions.set({ actionError: null });
    await updateQuery<Movie[]>(key, (current = []) =>
      isFavorite
        ? current.filter((item) => item.id !== movie.id)
        : [...current.filter((item) => item.id !== movie.id), movie],
    );
  } catch (error) {
    expireOnForbidden(error);
    const message = favoritesFailureMessage(
      error,
      isFavorite ? 'Failed to remove from favorites' : 'Failed to add to favorites',
    );
    actions.set({ actionError: { token: key[1], message } });
    throw error;
  } finally {
    setPending(movie.id, false);
  }
}

const FAVORITE_FAILURE_TOAST = 'Unable to add/remove to favourites.Try again.';

/**
 * The heart's write, one per heart: a `useApiMutation` (its toast; a 401 left to the API client) whose busy
 * state is the shared pending map, so every heart of the same movie shows the request in flight. Anonymous
 * visitors are asked to log in instead; a second tap while the movie is pending sends nothing.
 */
export function useFavoriteToggle(): (movie: Movie, isFavorite: boolean) => Promise<void> {
  const { run } = useApiMutation(writeFavorite, { error: () => FAVORITE_FAILURE_TOAST });
  return useCallback(
    async (movie: Movie, isFavorite: boolean) => {
      const key = userKey(FAVORITES_PATH);
      if (!key) {
        openAuthModal('login');
        return;
      }
      if (actions.get().pending[movie.id]) return;
      await run(key, movie, isFavorite);
    },
    [run],
  );
}

/** "Remove all"; a failure is only logged. */
export async function clearAllFavorites(): Promise<void> {
  const key = userKey(FAVORITES_PATH);
  if (!key) return;
  actions.set({ clearing: true });
  try {
    await removeAllFavorites();
    await updateQuery<Movie[]>(key, () => []);
  } catch (error) {
    console.error('Failed to clear all favorites', toApiError(error));
  } finally {
    actions.set({ clearing: false });
  }
}
