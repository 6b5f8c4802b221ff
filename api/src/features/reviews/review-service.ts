import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { MOVIE_NOT_FOUND } from '../movies/service.js';
import { publicAuthorName } from './author-name.js';
import { ratingOf } from './rating.js';
import { cleanReviewText } from './review-text.js';
import type { MovieReviews, MovieReviewsQuery, MyReviews, NewReviewBody, OwnReview, ReportBody } from './schemas.js';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const REVIEW_NOT_FOUND = 'Review not found.';
export const NOT_YET_MESSAGE =
  'You can rate this film once your ticket has been admitted at the cinema or the show has ended.';
export const CANCELLED_MESSAGE = 'A cancelled booking cannot be rated.';
export const ALREADY_RATED_MESSAGE = 'You have already rated this film for this booking.';
export const OWN_REVIEW_MESSAGE = 'You cannot report your own review.';
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this review. Thank you: our team will look at it.';
export const REPORTED_MESSAGE = 'Thank you for telling us. Our team will look at this review.';

const DEFAULT_PAGE = 10;
/** Bookings listed by GET /api/user/reviews, latest show first. */
const MY_REVIEWS_LIMIT = 200;

type ReviewRow = {
  id: number;
  booking_id: number;
  movie_id: number;
  rating: number;
  body: string | null;
  created_at: Date;
  hidden_at: Date | null;
};

function toOwnReview(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    bookingId: row.booking_id,
    movieId: row.movie_id,
    rating: row.rating,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    hidden: row.hidden_at !== null,
  };
}

const encodeCursor = (createdAt: Date, id: number) => `${createdAt.getTime()}-${id}`;

/**
 * Verified reviews: a customer rates a film once per booking, after the ticket was admitted at the door or the show
 * ended; everyone reads the visible reviews of a film, newest first; a customer reports a review once.
 */
export function createReviewService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);

  return {
    async submit(userId: number, bookingId: number, body: NewReviewBody): Promise<OwnReview> {
      const text = cleanReviewText(body.text);
      const review = await inTransaction(db, async (trx) => {
        const booking = await trx
          .selectFrom('bookings')
          .innerJoin('shows', 'shows.id', 'bookings.show_id')
          .select([
            'bookings.user_id',
            'bookings.status',
            'bookings.cancelled_at',
            'bookings.used_at',
            'shows.movie_id',
            'shows.ends_at',
            'shows.cancelled_at as show_cancelled_at',
          ])
          .where('bookings.id', '=', bookingId)
          .executeTakeFirst();
        if (!booking || booking.user_id !== userId) throw notFound(BOOKING_NOT_FOUND);
        if (booking.status !== 'CONFIRMED' || booking.cancelled_at || booking.show_cancelled_at)
          throw forbidden(CANCELLED_MESSAGE);
        const now = ctx.now();
        if (!booking.used_at && booking.ends_at > now) throw forbidden(NOT_YET_MESSAGE);
        const inserted = await trx
          .insertInto('reviews')
          .values({
            booking_id: bookingId,
            user_id: userId,
            movie_id: booking.movie_id,
            rating: body.rating,
            body: text,
            created_at: now,
          })
          .onConflict((oc) => oc.column('booking_id').doNothing())
          .returning(['id', 'booking_id', 'movie_id', 'rating', 'body', 'created_at', 'hidden_at'])
          .executeTakeFirst();
        if (!inserted) throw conflict(ALREADY_RATED_MESSAGE);
        return inserted;
      });
      caches.invalidateMovie(review.movie_id);
      return toOwnReview(review);
    },

    /** The caller's bookings that can be rated now, and those already rated, latest show first. */
    async mine(userId: number): Promise<MyReviews> {
      const now = ctx.now();
      const rows = await db
        .selectFrom('bookings')
        .innerJoin('shows', 'shows.id', 'bookings.show_id')
        .leftJoin('reviews', 'reviews.booking_id', 'bookings.id')
        .select([
          'bookings.id as booking_id',
          'shows.movie_id as show_movie_id',
          'reviews.id',
          'reviews.movie_id',
          'reviews.rating',
          'reviews.body',
          'reviews.created_at',
          'reviews.hidden_at',
        ])
        .where('bookings.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('reviews.id', 'is not', null),
            eb.and([
              eb('bookings.status', '=', 'CONFIRMED'),
              eb('bookings.cancelled_at', 'is', null),
              eb('shows.cancelled_at', 'is', null),
              eb.or([eb('bookings.used_at', 'is not', null), eb('shows.ends_at', '<=', now)]),
            ]),
          ]),
        )
        .orderBy('shows.starts_at', 'desc')
        .orderBy('bookings.id', 'desc')
        .limit(MY_REVIEWS_LIMIT)
        .execute();
      return {
        items: rows.map((row) => ({
          bookingId: row.booking_id,
          movieId: row.show_movie_id,
          canReview: row.id === null,
          review:
            row.id === null
              ? null
              : toOwnReview({
                  id: row.id,
                  booking_id: row.booking_id,
                  movie_id: row.movie_id!,
                  rating: row.rating!,
                  body: row.body,
                  created_at: row.created_at!,
                  hidden_at: row.hidden_at,
                }),
        })),
      };
    },

    /** A film's visible reviews, newest first, a page at a time, with its average and count. */
    async forMovie(movieId: number, query: MovieReviewsQuery): Promise<MovieReviews> {
      const movie = await db
        .selectFrom('movies')
        .select(['rating_count', 'rating_total'])
        .where('id', '=', movieId)
        .executeTakeFirst();
      if (!movie) throw notFound(MOVIE_NOT_FOUND);
      const limit = query.limit ?? DEFAULT_PAGE;
      let page = db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select(['reviews.id', 'reviews.rating', 'reviews.body', 'reviews.created_at', 'users.name'])
        .where('reviews.movie_id', '=', movieId)
        .where('reviews.hidden_at', 'is', null);
      if (query.cursor) {
        const [ms, id] = query.cursor.split('-').map(Number);
        const before = new Date(ms);
        page = page.where((eb) =>
          eb.or([
            eb('reviews.created_at', '<', before),
            eb.and([eb('reviews.created_at', '=', before), eb('reviews.id', '<', id)]),
          ]),
        );
      }
      const rows = await page
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(limit + 1)
        .execute();
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        rating: ratingOf(movie),
        items: items.map((row) => ({
          id: row.id,
          rating: row.rating,
          text: row.body,
          author: publicAuthorName(row.name),
          createdAt: row.created_at.toISOString(),
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
      };
    },

    /** Reports a visible review (not one's own), once per account. */
    async report(userId: number, reviewId: number, body: ReportBody): Promise<string> {
      const review = await db
        .selectFrom('reviews')
        .select(['user_id'])
        .where('id', '=', reviewId)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      if (review.user_id === userId) throw forbidden(OWN_REVIEW_MESSAGE);
      const inserted = await db
        .insertInto('review_reports')
        .values({ review_id: reviewId, user_id: userId, reason: body.reason, created_at: ctx.now() })
        .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
        .returning('review_id')
        .executeTakeFirst();
      if (!inserted) throw conflict(ALREADY_REPORTED_MESSAGE);
      return REPORTED_MESSAGE;
    },
  };
}
