import { formatRatingSummary, ratingLabel, type MovieRating } from '@reeltime/shared-lib';

/** "4.3 ★ · 1,204 verified" beside a film's title; nothing before its first verified rating. */
export function RatingSummary({ rating }: { rating: MovieRating | null | undefined }) {
  if (!rating || rating.count <= 0) return null;
  return (
    <p className="rt-movie-rating">
      <span aria-hidden>{formatRatingSummary(rating)}</span>
      <span className="rt-visually-hidden">{ratingLabel(rating)}</span>
    </p>
  );
}
