import type { MovieRating } from '../../domain/types';
import { formatRatingCompact, ratingLabel } from '../../format/rating';
import { injectStyles } from '../light/injectStyles';

injectStyles(
  'movie-card-rating',
  `
.rt-card__rating{position:absolute;top:8px;left:8px;display:inline-flex;align-items:center;gap:4px;max-width:calc(100% - 64px);padding:2px 8px;border-radius:12px;background:rgba(0,0,0,0.72);color:#fff;font-size:0.8125rem;font-weight:700;line-height:1.5;white-space:nowrap;overflow:hidden;pointer-events:none}
.rt-card__rating-star{color:#ffc107}
.rt-card__rating-count{font-weight:400;opacity:0.9}
`,
);

/** The film's verified average and count over the card's poster: it takes no room, so the card never changes size. */
export function MovieCardRating({ rating }: { rating: MovieRating | null | undefined }) {
  if (!rating || rating.count <= 0) return null;
  const compact = formatRatingCompact(rating);
  return (
    <span className="rt-card__rating" role="img" aria-label={ratingLabel(rating)} data-testid="movie-card-rating">
      <span className="rt-card__rating-star" aria-hidden>★</span>
      <span aria-hidden>{compact.average}</span>
      <span className="rt-card__rating-count" aria-hidden>({compact.count})</span>
    </span>
  );
}
