import { useStore } from '../state/useStore';
import { favoritesStore, type FavoritesState } from './favoritesStore';

/** The favourites state; reading it loads the favourites once per session when logged in (see `favoritesStore`). */
export function useFavorites(): FavoritesState {
  return useStore(favoritesStore);
}
