import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** A page of a film's verified reviews (`GET /movies/{id}/reviews`), its rating and the cursor of the next page. */
export type MovieReviewsPage = ApiAnswer<'/movies/{id}/reviews'>;
/** A review as customers see it: its text is plain text with `\n` line breaks, shown as text, never as HTML. */
export type PublicReview = MovieReviewsPage['items'][number];

export const REVIEWS_PAGE_SIZE = 5;

export const movieReviewsPath = (movieId: number) => `/movies/${movieId}/reviews`;

/** `GET /movies/{id}/reviews`: a page of the film's verified reviews, newest first. */
export async function fetchMovieReviews(movieId: number, cursor?: string): Promise<MovieReviewsPage> {
  const { data } = await apiClient.get<MovieReviewsPage>(movieReviewsPath(movieId), {
    params: { limit: REVIEWS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  return data;
}
