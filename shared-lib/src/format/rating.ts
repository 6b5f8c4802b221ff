import type { MovieRating } from '@reeltime/contract';
import { formatCompactCount, formatIndian } from './numbers';

const average = (value: number) => formatIndian(value, 1);
const count = (value: number) => formatIndian(value, 0);

/** `4.3 ★ · 1,204 verified`: a film's verified ratings as the movie page shows them. */
export function formatRatingSummary(rating: MovieRating): string {
  return `${average(rating.average)} ★ · ${count(rating.count)} verified`;
}

/** `4.3` and `1.2K`: the short form a movie card has room for. */
export function formatRatingCompact(rating: MovieRating): { average: string; count: string } {
  return { average: average(rating.average), count: formatCompactCount(rating.count) };
}

/** What a screen reader says: `Rated 4.3 out of 5 by 1,204 verified viewers`. */
export function ratingLabel(rating: MovieRating): string {
  return `Rated ${average(rating.average)} out of 5 by ${count(rating.count)} verified ${rating.count === 1 ? 'viewer' : 'viewers'}`;
}
