import type { MovieRating } from '@reeltime/contract';

const average = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-IN');
const compactCount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** `4.3 ★ · 1,204 verified`: a film's verified ratings as the movie page shows them. */
export function formatRatingSummary(rating: MovieRating): string {
  return `${average.format(rating.average)} ★ · ${count.format(rating.count)} verified`;
}

/** `4.3` and `1.2K`: the short form a movie card has room for. */
export function formatRatingCompact(rating: MovieRating): { average: string; count: string } {
  return { average: average.format(rating.average), count: compactCount.format(rating.count) };
}

/** What a screen reader says: `Rated 4.3 out of 5 by 1,204 verified viewers`. */
export function ratingLabel(rating: MovieRating): string {
  return `Rated ${average.format(rating.average)} out of 5 by ${count.format(rating.count)} verified ${rating.count === 1 ? 'viewer' : 'viewers'}`;
}
