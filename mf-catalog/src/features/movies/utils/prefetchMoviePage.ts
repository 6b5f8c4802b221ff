import type { Movie } from '@reeltime/contract';
import { prefetchPage, prefetchQuery } from '@reeltime/shared-lib';
import { fetchMovie, movieQueryKey } from '../api/getMovie';

/**
 * The customer reaches for a film's page (a link to it under the pointer, focused or touched, or tapped): the page's
 * code and the film's record start loading together, so the page does not ask for the film only once its code has
 * run. The page's own query is answered by this request.
 */
export function prefetchMoviePage({ id }: Pick<Movie, 'id'>): void {
  prefetchQuery(movieQueryKey(id), () => fetchMovie(id));
  prefetchPage(`/movies/${id}`);
}
