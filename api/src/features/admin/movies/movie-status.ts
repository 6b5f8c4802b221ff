export const MOVIE_STATUSES = ['now_showing', 'coming_soon', 'archived'] as const;
export type MovieStatus = (typeof MOVIE_STATUSES)[number];

/**
 * archived: archived by the back office; coming_soon: released after `today` (the chain's local date);
 * now_showing: otherwise (released, or no release date).
 */
export function movieStatus(
  movie: { archived_at: Date | null; release_date: string | null },
  today: string,
): MovieStatus {
  if (movie.archived_at) return 'archived';
  if (movie.release_date !== null && movie.release_date > today) return 'coming_soon';
  return 'now_showing';
}
