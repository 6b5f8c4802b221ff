import { http, HttpResponse, delay } from 'msw';
import { apiUrl } from '@reeltime/shared-lib/testing';
import type { Movie } from '@reeltime/shared-lib';

export const moviesHandler = (movies: Movie[]) => http.get(apiUrl('/movies'), () => HttpResponse.json(movies));

export const recentMoviesHandler = (movies: Movie[]) => http.get(apiUrl('/movies/recent'), () => HttpResponse.json(movies));

export const movieHandler = (movie: Movie) =>
  http.get(apiUrl(`/movies/${movie.id}`), () => HttpResponse.json(movie));

export const apiFailure = (path: string, status: number, message?: string) =>
  http.get(apiUrl(path), () =>
    HttpResponse.json(message ? { error: 'Error', message } : {}, { status }),
  );

export const networkFailure = (path: string) => http.get(apiUrl(path), () => HttpResponse.error());

/** Answers after `ms`, for asserting loading states. */
export const slowMoviesHandler = (movies: Movie[], ms = 50) =>
  http.get(apiUrl('/movies'), async () => {
    await delay(ms);
    return HttpResponse.json(movies);
  });

/** `GET /cinemas/{id}` answering `cinema`. */
export const cinemaHandler = (cinema: { id: number }) => http.get(apiUrl(`/cinemas/${cinema.id}`), () => HttpResponse.json(cinema));
