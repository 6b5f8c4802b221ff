import { Type, type Static } from 'typebox';
import { IdSchema } from '../../http/id-schema.js';
import { RatingSchema } from './rating.js';
import { REVIEW_MAX_CHARACTERS } from './review-text.js';

export const REPORT_REASONS = ['spoilers', 'offensive', 'spam', 'off-topic', 'other'] as const;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const BookingReviewParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a booking id' }) });
export const ReviewParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a review id' }) });
export const MovieReviewsParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a movie id' }) });

export const NewReviewBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5, 'x-message': 'rating must be a whole number of stars from 1 to 5' }),
  text: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 4 * REVIEW_MAX_CHARACTERS,
        'x-message': `text must be plain text of at most ${REVIEW_MAX_CHARACTERS} characters`,
        description: `Optional plain text, at most ${REVIEW_MAX_CHARACTERS} characters once control and invisible characters are removed and spaces collapsed`,
      }),
    ),
  ),
});
export type NewReviewBody = Static<typeof NewReviewBody>;

export const ReportBody = Type.Object({
  reason: Type.Unsafe<(typeof REPORT_REASONS)[number]>({
    type: 'string',
    enum: [...REPORT_REASONS],
    'x-message': `reason must be one of ${REPORT_REASONS.join(', ')}`,
    description:
      'spoilers, offensive (hateful, abusive), spam (advertising, links), off-topic (not about the film), other',
  }),
});
export type ReportBody = Static<typeof ReportBody>;

export const MovieReviewsQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}-[0-9]{1,10}$',
      'x-message': 'cursor must be the nextCursor of a previous page',
      description: 'The previous page’s nextCursor',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 50,
      'x-message': 'limit must be a whole number from 1 to 50',
      description: 'Default 10',
    }),
  ),
});
export type MovieReviewsQuery = Static<typeof MovieReviewsQuery>;

export const PublicReviewSchema = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Nullable(Type.String({ description: 'Plain text (show it as text, never as HTML); line breaks are \\n' })),
  author: Type.String({ description: 'First name and the initial of the last, e.g. "Priya S."' }),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
});
export type PublicReview = Static<typeof PublicReviewSchema>;

export const MovieReviewsSchema = Type.Object({
  rating: Nullable(RatingSchema),
  items: Type.Array(PublicReviewSchema, { description: 'Newest first; hidden reviews are left out' }),
  nextCursor: Nullable(Type.String({ description: 'Pass as cursor for the next page; null on the last page' })),
});
export type MovieReviews = Static<typeof MovieReviewsSchema>;

export const OwnReviewSchema = Type.Object({
  id: Type.Integer(),
  bookingId: Type.Integer(),
  movieId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Nullable(Type.String()),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
  hidden: Type.Boolean({ description: 'Hidden by the back office: not shown to others nor counted' }),
});
export type OwnReview = Static<typeof OwnReviewSchema>;

export const MyReviewsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      bookingId: Type.Integer(),
      movieId: Type.Integer(),
      canReview: Type.Boolean({
        description: 'True while the booking may still be rated (admitted or its show ended, not yet rated)',
      }),
      review: Nullable(OwnReviewSchema),
    }),
    { description: 'The caller’s bookings that can be rated now or were rated, latest show first' },
  ),
});
export type MyReviews = Static<typeof MyReviewsSchema>;

export const ReportResultSchema = Type.Object({ message: Type.String() });
