import type { MovieWithSlots } from '@reeltime/contract';
import { toApiError, useApiQuery } from '@reeltime/shared-lib';
import { fetchMovie, movieQueryKey } from '../../movies/api/getMovie';
import { movieFetchErrorMessage } from '../../movies/api/movieErrorMessages';
import { pathIdParam } from '../../movies/utils/pathIdParam';

export type MovieDetailState =
  | { status: 'loading' }
  | { status: 'ready'; movie: MovieWithSlots }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The API answers 404 for an unknown id and 400 for one it cannot read (e.g. past its integer range). */
const NOT_A_MOVIE_STATUSES = new Set([400, 404]);

/**
 * One movie, cached per id (going back to a movie shows it at once, then revalidates); the answer
 * for an id no longer shown is ignored. A path id that cannot name a movie is "not found" at once.
 */
export function useMovieDetail(id: string | undefined): MovieDetailState & { retry: () => void } {
  const movieId = pathIdParam(id);
  const { data, error, isValidating, mutate } = useApiQuery(movieId === null ? null : movieQueryKey(movieId), () =>
    fetchMovie(movieId as number),
  );
  const retry = () => void mutate();
  if (movieId === null) return { status: 'not-found', retry };
  if (data) return { status: 'ready', movie: data, retry };
  if (error === undefined || isValidating) return { status: 'loading', retry };
  if (NOT_A_MOVIE_STATUSES.has(toApiError(error).status)) return { status: 'not-found', retry };
  return { status: 'error', message: movieFetchErrorMessage(error), retry };
}
