import { Type, type Static } from 'typebox';

export const RatingSchema = Type.Object(
  {
    average: Type.Number({
      minimum: 1,
      maximum: 5,
      description: 'Mean of the visible verified ratings, to one decimal',
    }),
    count: Type.Integer({ minimum: 1, description: 'How many verified ratings (hidden ones not counted)' }),
  },
  { title: 'Rating', description: 'Verified ratings of customers who saw the film; null when it has none' },
);
export type Rating = Static<typeof RatingSchema>;

/** A film's average (one decimal) and count from the totals kept on its row, or null before its first rating. */
export function ratingOf(row: { rating_count: number; rating_total: number }): Rating | null {
  if (row.rating_count <= 0) return null;
  return { average: Math.round((row.rating_total / row.rating_count) * 10) / 10, count: row.rating_count };
}
