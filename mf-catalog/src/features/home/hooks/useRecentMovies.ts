import { useEffect, useState } from 'react';
import { toApiError, type Movie } from '@reeltime/shared-lib';
import { fetchRecentMovies } from '../../movies/api/moviesApi';

export type RecentMoviesState = { status: 'loading' } | { status: 'ready'; movies: Movie[] } | { status: 'failed' };

/** `GET /movies/recent` for the hero; a failure is not shown on its own (Home falls back to the movies list). */
export function useRecentMovies(): RecentMoviesState {
  const [state, setState] = useState<RecentMoviesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchRecentMovies(controller.signal).then(
      (movies) => setState({ status: 'ready', movies }),
      (error: unknown) => {
        if (!toApiError(error).cancelled) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
