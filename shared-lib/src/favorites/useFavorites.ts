import { useEffect } from 'react';
import { useStore } from '../state/useStore';
import { authStore } from '../auth/authStore';
import { favoritesStore, fetchFavorites, type FavoritesState } from './favoritesStore';

/** The favourites state; fetched once per login the first time any component asks. */
export function useFavorites(): FavoritesState {
  const state = useStore(favoritesStore);
  const token = useStore(authStore, (auth) => auth.token);
  useEffect(() => {
    const { hasFetched, loading } = favoritesStore.get();
    if (token && !hasFetched && !loading) void fetchFavorites();
  }, [token]);
  return state;
}
