import { Type, type Static } from 'typebox';
import { IdSchema } from '../../../http/id-schema.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdminReviewParams = Type.Object({ id: IdSchema({ 'x-message': 'id must be a review id' }) });

export const AdminReviewsQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      'x-message': 'q must be at most 100 characters',
      description: 'Text found in the review, the film’s title, the author’s name or e-mail, or the booking reference',
    }),
  ),
  reported: Type.Optional(
    Type.Boolean({
      'x-message': 'reported must be true or false',
      description: 'true: only reviews customers reported',
    }),
  ),
  status: Type.Optional(
    Type.Unsafe<'visible' | 'hidden' | 'all'>({
      type: 'string',
      enum: ['visible', 'hidden', 'all'],
      'x-message': 'status must be visible, hidden or all',
      description: 'Default all',
    }),
  ),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10_000,
      'x-message': 'page must be a whole number from 1',
      description: 'Default 1',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100,
      'x-message': 'pageSize must be a whole number from 1 to 100',
      description: 'Default 20',
    }),
  ),
});
export type AdminReviewsQuery = Static<typeof AdminReviewsQuery>;

export const HIDE_REASON_MESSAGE = 'reason must be 3 to 300 characters: why the review is hidden';

export const HideReviewBody = Type.Object({
  reason: Type.String({ minLength: 3, maxLength: 300, 'x-message': HIDE_REASON_MESSAGE }),
});
export type HideReviewBody = Static<typeof HideReviewBody>;

export const AdminReviewSchema = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Nullable(Type.String({ description: 'Plain text' })),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
  movie: Type.Object({ id: Type.Integer(), title: Type.String() }),
  cinema: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'Where the author saw the film' }),
  bookingId: Type.Integer(),
  bookingReference: Type.String(),
  author: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    shownAs: Type.String({ description: 'How customers see the author' }),
  }),
  reportCount: Type.Integer({ minimum: 0 }),
  reportReasons: Type.Array(Type.String(), { description: 'The reasons given, most given first' }),
  lastReportedAt: Nullable(Type.String({ description: 'ISO 8601 instant' })),
  hiddenAt: Nullable(Type.String({ description: 'ISO 8601 instant' })),
  hiddenBy: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  hideReason: Nullable(Type.String()),
});
export type AdminReview = Static<typeof AdminReviewSchema>;

export const AdminReviewListSchema = Type.Object({
  items: Type.Array(AdminReviewSchema, {
    description: 'Reported reviews still shown first (most reports first), then newest first',
  }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type AdminReviewList = Static<typeof AdminReviewListSchema>;
