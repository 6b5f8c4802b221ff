import { useEffect } from 'react';
import { useStore } from '@reeltime/shared-lib';
import { loadMovies, moviesStore, type MoviesState } from '../store/moviesStore';

/** The shared movies list; fetches it the first time any screen needs it (again after a logout reset). */
export function useMovies(): MoviesState & { reload: () => void } {
  const state = useStore(moviesStore);
  const needsFetch = !state.hasFetched && !state.loading;
  useEffect(() => {
    if (needsFetch) void loadMovies();
  }, [needsFetch]);
  return { ...state, reload: () => void loadMovies({ force: true }) };
}
