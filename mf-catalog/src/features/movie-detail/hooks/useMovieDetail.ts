import { useEffect, useState } from 'react';
import { toApiError, type Movie } from '@reeltime/shared-lib';
import { fetchMovie } from '../../movies/api/moviesApi';
import { movieFetchErrorMessage } from '../../movies/api/movieErrorMessages';

export type MovieDetailState =
  | { status: 'loading' }
  | { status: 'ready'; movie: Movie }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const LOADING: MovieDetailState = { status: 'loading' };
const NOT_FOUND: MovieDetailState = { status: 'not-found' };

/** `GET /movies/{id}`, refetched when the id changes; an earlier request is aborted. */
export function useMovieDetail(id: string | undefined): MovieDetailState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: MovieDetailState } | null>(null);
  const validId = id !== undefined && /^\d+$/.test(id);
  const key = `${id}#${attempt}`;

  useEffect(() => {
    if (!validId || id === undefined) return;
    const controller = new AbortController();
    fetchMovie(id, controller.signal).then(
      (movie) => setResult({ key, state: { status: 'ready', movie } }),
      (error: unknown) => {
        const { status, cancelled } = toApiError(error);
        if (cancelled) return;
        setResult({ key, state: status === 404 ? NOT_FOUND : { status: 'error', message: movieFetchErrorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [id, key, validId]);

  const state = !validId ? NOT_FOUND : result?.key === key ? result.state : LOADING;
  return { ...state, retry: () => setAttempt((value) => value + 1) };
}
