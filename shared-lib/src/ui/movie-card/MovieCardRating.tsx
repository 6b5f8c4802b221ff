import type { MovieRating } from '@reeltime/contract';
import { formatRatingCompact, ratingLabel } from '../../format/rating';
import './movieCardRating.css';

/** The film's verified average and count over the card's poster: it takes no room, so the card never changes size. */
export function MovieCardRating({ rating }: { rating: MovieRating | null | undefined }) {
  if (!rating || rating.count <= 0) return null;
  const compact = formatRatingCompact(rating);
  return (
    <span className="rt-card__rating" role="img" aria-label={ratingLabel(rating)} data-testid="movie-card-rating">
      <span className="rt-card__rating-star" aria-hidden>
        ★
      </span>
      <span aria-hidden>{compact.average}</span>
      <span className="rt-card__rating-count" aria-hidden>
        ({compact.count})
      </span>
    </span>
  );
}
