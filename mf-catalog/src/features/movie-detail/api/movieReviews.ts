import { apiClient, type MovieRating } from '@reeltime/shared-lib';

export interface PublicReview {
  id: number;
  rating: number;
  /** Plain text with `\n` line breaks; shown as text, never as HTML. */
  text: string | null;
  /** First name and initial, e.g. "Priya S.". */
  author: string;
  createdAt: string;
}

export interface MovieReviewsPage {
  rating: MovieRating | null;
  items: PublicReview[];
  nextCursor: string | null;
}

export const REVIEWS_PAGE_SIZE = 5;

export const movieReviewsPath = (movieId: number) => `/movies/${movieId}/reviews`;

/** `GET /movies/{id}/reviews`: a page of the film's verified reviews, newest first. */
export async function fetchMovieReviews(movieId: number, cursor?: string): Promise<MovieReviewsPage> {
  const { data } = await apiClient.get<MovieReviewsPage>(movieReviewsPath(movieId), {
    params: { limit: REVIEWS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  return data;
}
