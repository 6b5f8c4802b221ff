import { http, HttpResponse, delay } from 'msw';
import { apiUrl } from '@reeltime/shared-lib/testing';
import type { MovieWithSlots } from '@reeltime/contract';
import type { Movie } from '@reeltime/shared-lib';

export const moviesHandler = (movies: Movie[]) => http.get(apiUrl('/movies'), () => HttpResponse.json(movies));

export const recentMoviesHandler = (movies: Movie[]) =>
  http.get(apiUrl('/movies/recent'), () => HttpResponse.json(movies));

/** `GET /movies/{id}`: the movie with its shows. */
export const movieHandler = (movie: MovieWithSlots) =>
  http.get(apiUrl(`/movies/${movie.id}`), () => HttpResponse.json(movie));

/** Every show's seat map (empty): a showtime pointed at or touched fetches its map ahead. */
export const seatMapsHandler = http.get(apiUrl('/api/seats/slot/:slotId'), () => HttpResponse.json([]));

export const apiFailure = (path: string, status: number, message?: string) =>
  http.get(apiUrl(path), () => HttpResponse.json(message ? { error: 'Error', message } : {}, { status }));

export const networkFailure = (path: string) => http.get(apiUrl(path), () => HttpResponse.error());

/** Answers after `ms`, for asserting loading states. */
export const slowMoviesHandler = (movies: Movie[], ms = 50) =>
  http.get(apiUrl('/movies'), async () => {
    await delay(ms);
    return HttpResponse.json(movies);
  });

type BrowsedFixture = Movie & { formats?: string[]; shows?: number };

/** A `GET /movies/browse` answer: the films now showing and coming soon, and facet counts (none unless given). */
export function browseView(
  nowShowing: BrowsedFixture[],
  comingSoon: BrowsedFixture[] = [],
  facets: Partial<Record<'languages' | 'genres' | 'formats', { value: string; count: number }[]>> = {},
  city: string | null = null,
) {
  const browsed = (movie: BrowsedFixture, shows: number) => ({ formats: shows > 0 ? ['2D'] : [], shows, ...movie });
  return {
    city,
    nowShowing: nowShowing.map((movie) => browsed(movie, 3)),
    comingSoon: comingSoon.map((movie) => browsed(movie, 0)),
    facets: {
      languages: [],
      genres: [],
      formats: ['2D', '3D', 'IMAX', '4DX'].map((value) => ({ value, count: 0 })),
      ...facets,
    },
  };
}

/** Answers `GET /movies/browse` (any query) with `view`, or with what `view(url)` gives for the request's URL. */
export const browseHandler = (view: ReturnType<typeof browseView> | ((url: URL) => ReturnType<typeof browseView>)) =>
  http.get(apiUrl('/movies/browse'), ({ request }) =>
    HttpResponse.json(typeof view === 'function' ? view(new URL(request.url)) : view),
  );

/** `GET /cinemas/{id}` answering `cinema`. */
export const cinemaHandler = (cinema: { id: number }) =>
  http.get(apiUrl(`/cinemas/${cinema.id}`), () => HttpResponse.json(cinema));
