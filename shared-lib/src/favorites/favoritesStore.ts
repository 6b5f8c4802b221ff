import { Observable } from 'rxjs';
import { apiClient } from '../api/apiClient';
import { toApiError } from '../api/apiError';
import { AUTH_EXPIRED_MESSAGE } from '../auth/loadUserName';
import { authStore, clearSession, openAuthModal } from '../auth/authStore';
import { eventBus } from '../events/eventBus';
import { createStore, type Store } from '../state/createStore';
import { toast } from '../toast/toast';
import type { Movie } from '../domain/types';

export interface FavoritesState {
  favoriteMovies: Movie[];
  favoriteMovieIds: number[];
  loading: boolean;
  actionLoading: boolean;
  error: string | null;
  hasFetched: boolean;
  /** Movie ids whose add/remove request is in flight. */
  pending: Record<number, boolean>;
}

const initialState: FavoritesState = {
  favoriteMovies: [],
  favoriteMovieIds: [],
  loading: false,
  actionLoading: false,
  error: null,
  hasFetched: false,
  pending: {},
};

const store = createStore<FavoritesState>(initialState);

/** How many listeners (hearts, the favourites page, …) currently show favourites. */
let watchers = 0;

/** One load per session: only with a token, and only while nothing was fetched or is being fetched. */
function loadIfNeeded(): void {
  const { hasFetched, loading } = store.get();
  if (authStore.get().token && !hasFetched && !loading) void fetchFavorites();
}

/** Counts a new listener and loads if needed; the returned function forgets it. */
function watch(): () => void {
  watchers += 1;
  loadIfNeeded();
  return () => {
    watchers -= 1;
  };
}

/**
 * The favourites of the logged-in user, shared by every app. They load by themselves, once per
 * session, as soon as anything on the page shows them (a heart on any movie card, the favourites
 * page) while a token is present, or when a token appears while something shows them; logout resets
 * them, so the next login loads again.
 */
export const favoritesStore: Store<FavoritesState> = {
  ...store,
  state$: new Observable<FavoritesState>((subscriber) => {
    const subscription = store.state$.subscribe(subscriber);
    const unwatch = watch();
    return () => {
      unwatch();
      subscription.unsubscribe();
    };
  }),
  subscribe(listener) {
    const unsubscribe = store.subscribe(listener);
    const unwatch = watch();
    return () => {
      unwatch();
      unsubscribe();
    };
  },
};

authStore.subscribe(() => {
  if (watchers > 0) loadIfNeeded();
});

eventBus.on('auth:logged-out').subscribe(() => favoritesStore.set(initialState));

function announce(): void {
  eventBus.emit({ type: 'favorites:changed', movieIds: favoritesStore.get().favoriteMovieIds });
}

/** 403 means the token is no longer accepted: log out (SPEC §8). */
function failureMessage(error: unknown, fallback: string): string {
  const { status, message } = toApiError(error);
  if (status === 403 || status === 401) {
    clearSession();
    return AUTH_EXPIRED_MESSAGE;
  }
  return message || fallback;
}

export async function fetchFavorites(): Promise<void> {
  const { token } = authStore.get();
  if (!token) return;
  favoritesStore.set({ loading: true, error: null });
  try {
    const { data } = await apiClient.get<Movie[]>('/api/user/favorites');
    // Logged out (or in as someone else) meanwhile: this answer belongs to a session that is gone.
    if (authStore.get().token !== token) return;
    favoritesStore.set({
      favoriteMovies: data,
      favoriteMovieIds: data.map((movie) => movie.id),
      loading: false,
      hasFetched: true,
    });
    announce();
  } catch (error) {
    const message = failureMessage(error, 'Failed to fetch favorites');
    // After a 401/403 the session (and this store) was just reset: stay unfetched so the next login fetches.
    favoritesStore.set({ loading: false, hasFetched: authStore.get().token === token, error: message });
  }
}

function setPending(movieId: number, busy: boolean): void {
  favoritesStore.set(({ pending }) => {
    const next = { ...pending };
    if (busy) next[movieId] = true;
    else delete next[movieId];
    return { pending: next, actionLoading: Object.keys(next).length > 0 };
  });
}

/** Adds or removes a favourite; anonymous visitors are asked to log in instead. */
export async function toggleFavorite(movie: Movie): Promise<void> {
  if (!authStore.get().token) {
    openAuthModal('login');
    return;
  }
  if (favoritesStore.get().pending[movie.id]) return;
  const isFavorite = favoritesStore.get().favoriteMovieIds.includes(movie.id);
  setPending(movie.id, true);
  try {
    if (isFavorite) {
      await apiClient.delete(`/api/user/favorites/${movie.id}`);
      favoritesStore.set(({ favoriteMovies, favoriteMovieIds }) => ({
        favoriteMovies: favoriteMovies.filter((item) => item.id !== movie.id),
        favoriteMovieIds: favoriteMovieIds.filter((id) => id !== movie.id),
      }));
    } else {
      await apiClient.post(`/api/user/favorites/${movie.id}`);
      favoritesStore.set(({ favoriteMovies, favoriteMovieIds }) => ({
        favoriteMovies: [...favoriteMovies, movie],
        favoriteMovieIds: [...favoriteMovieIds, movie.id],
      }));
    }
    announce();
  } catch (error) {
    const message = failureMessage(error, isFavorite ? 'Failed to remove from favorites' : 'Failed to add to favorites');
    favoritesStore.set({ error: message });
    toast.error('Unable to add/remove to favourites.Try again.');
  } finally {
    setPending(movie.id, false);
  }
}

export async function clearAllFavorites(): Promise<void> {
  favoritesStore.set({ actionLoading: true });
  try {
    await apiClient.delete('/api/user/favorites/deleteall');
    favoritesStore.set({ favoriteMovies: [], favoriteMovieIds: [], actionLoading: false });
    announce();
  } catch (error) {
    // SPEC §8: a failed clear-all is only logged.
    console.error('Failed to clear all favorites', toApiError(error));
    favoritesStore.set({ actionLoading: false });
  }
}
