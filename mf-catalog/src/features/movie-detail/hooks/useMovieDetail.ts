import { useEffect, useState } from 'react';
import { toApiError, type Movie } from '@reeltime/shared-lib';
import { fetchMovie } from '../../movies/api/moviesApi';
import { movieFetchErrorMessage } from '../../movies/api/movieErrorMessages';
import { movieIdParam } from '../utils/movieIdParam';

export type MovieDetailState =
  | { status: 'loading' }
  | { status: 'ready'; movie: Movie }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const LOADING: MovieDetailState = { status: 'loading' };
const NOT_FOUND: MovieDetailState = { status: 'not-found' };

/** The API answers 404 for an unknown id and 400 for one it cannot read (e.g. past its integer range). */
const NOT_A_MOVIE_STATUSES = new Set([400, 404]);

/**
 * `GET /movies/{id}`, refetched when the id changes; an earlier request is aborted.
 * A path id that cannot name a movie is "not found" at once, without a request.
 */
export function useMovieDetail(id: string | undefined): MovieDetailState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: MovieDetailState } | null>(null);
  const movieId = movieIdParam(id);
  const key = `${movieId}#${attempt}`;

  useEffect(() => {
    if (movieId === null) return;
    const controller = new AbortController();
    fetchMovie(movieId, controller.signal).then(
      (movie) => setResult({ key, state: { status: 'ready', movie } }),
      (error: unknown) => {
        const { status, cancelled } = toApiError(error);
        if (cancelled) return;
        setResult({ key, state: NOT_A_MOVIE_STATUSES.has(status) ? NOT_FOUND : { status: 'error', message: movieFetchErrorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [movieId, key]);

  const state = movieId === null ? NOT_FOUND : result?.key === key ? result.state : LOADING;
  return { ...state, retry: () => setAttempt((value) => value + 1) };
}
