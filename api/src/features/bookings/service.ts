import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { addMinutes, toIsoWithOffset } from '../../lib/cinema-time.js';
import { lockShowSeats } from '../seats/shows.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { thumbnailUrl } from '../movies/poster-urls.js';
import { qrPayload } from '../tickets/qr-payload.js';
import type { Booking } from './schemas.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { cancelBooking, cancellationsClosedMessage } from '../admin/bookings/cancel-booking.js';
import { refundQuote, type RefundQuote } from './refund-quote.js';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

function selectBookings(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'bookings.id',
      'bookings.user_id',
      'bookings.status',
      'bookings.seat_numbers',
      'bookings.ticket_fee_paise',
      'bookings.convenience_fee_paise',
      'bookings.total_paise',
      'bookings.card_last4',
      'bookings.created_at',
      'bookings.removed_at',
      'bookings.reference',
      'bookings.used_at',
      'bookings.refund_paise',
      'shows.id as show_id',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
      'shows.ends_at',
      'theaters.name as theater_name',
      'theaters.location',
      'theaters.time_zone',
      'movies.id as movie_id',
      'movies.title',
      'movies.poster_key',
      'movies.duration_minutes',
    ]);
}

export type BookingRecord = Awaited<ReturnType<ReturnType<typeof selectBookings>['executeTakeFirstOrThrow']>>;

export function toBooking(row: BookingRecord, ctx: AppContext): Booking {
  const now = ctx.now();
  const booking: Omit<Booking, 'ticketQr'> = {
    id: row.id,
    bookingId: row.id,
    status: row.status,
    totalAmount: paiseToRupees(row.total_paise),
    ticketFee: paiseToRupees(row.ticket_fee_paise),
    convenienceFee: paiseToRupees(row.convenience_fee_paise),
    movie: {
      id: row.movie_id,
      title: row.title,
      thumbnail: thumbnailUrl(ctx.config.publicUrl, { id: row.movie_id, poster_key: row.poster_key }),
    },
    cinema: { name: row.theater_name, location: row.location },
    slotId: row.show_id,
    showDate: row.show_date,
    startTime: row.start_time,
    showDateTime: toIsoWithOffset({ date: row.show_date, time: row.start_time }, row.time_zone),
    showEndDateTime: toIsoWithOffset(
      addMinutes({ date: row.show_date, time: row.start_time }, row.duration_minutes),
      row.time_zone,
    ),
    seats: row.seat_numbers,
    seatNumbers: row.seat_numbers,
    bookingTime: row.created_at.toISOString(),
    cardLast4: row.card_last4,
    reference: row.reference,
    ...(row.status === 'CANCELLED' && row.refund_paise !== null
      ? { refundAmount: paiseToRupees(row.refund_paise) }
      : {}),
    upcoming: row.ends_at > now,
    ...(row.used_at ? { admittedAt: row.used_at.toISOString() } : {}),
  };
  return { ...booking, ticketQr: ctx.ticketSigner.ticketQr(qrPayload(booking), row.reference) };
}

const QUOTED_COLUMNS = [
  'bookings.status',
  'bookings.used_at',
  'bookings.ticket_fee_paise',
  'bookings.card_last4',
  'shows.starts_at',
  'shows.id as show_id',
  'theaters.name as theater_name',
  'theaters.time_zone',
  'theaters.cancel_cutoff_minutes',
  'theaters.cancel_refund_percent',
] as const;

/**
 * Inside the caller's transaction: locks the caller's booking (the show's seat lock first, the order every
 * cancellation takes them in), quotes it under the cinema's policy and, when the quote allows, cancels it with that
 * refund. A ticket already admitted at the door, a show that started and a booking already cancelled are left as
 * they are; so is one past the cut-off. Someone else's booking, or one already removed from the list, is not found.
 */
async function cancelOwn(
  trx: Transaction<Database>,
  ctx: AppContext,
  userId: number,
  bookingId: number,
  now: Date,
): Promise<RefundQuote & { showId: number; timeZone: string }> {
  const owned = await trx
    .selectFrom('bookings')
    .select('show_id')
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!owned) throw notFound(BOOKING_NOT_FOUND);
  await lockShowSeats(trx, owned.show_id);
  const booking = await trx
    .selectFrom('bookings')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select(QUOTED_COLUMNS)
    .where('bookings.id', '=', bookingId)
    .where('bookings.removed_at', 'is', null)
    .forUpdate('bookings')
    .executeTakeFirst();
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  const quote = refundQuote(booking, now);
  if (quote.cancellable) {
    await cancelBooking(trx, ctx, {
      bookingId,
      refundPaise: rupeesToPaise(quote.refundAmount),
      actorId: userId,
      reason: CUSTOMER_CANCEL_REASON,
      now,
    });
  }
  return { ...quote, showId: booking.show_id, timeZone: booking.time_zone };
}

export function createBookingService(ctx: AppContext) {
  const { db } = ctx;
  return {
    /** The booking as stored, read through the pool or, given one, inside a transaction (which sees its own writes). */
    findRecord: (bookingId: number, from: Kysely<Database> = db) =>
      selectBookings(from).where('bookings.id', '=', bookingId).executeTakeFirst(),

    async get(bookingId: number): Promise<Booking> {
      const row = await this.findRecord(bookingId);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      return toBooking(row, ctx);
    },

    /** The caller's own booking (also one they removed from their list); someone else's is not found. */
    async getOwn(userId: number, bookingId: number): Promise<Booking> {
      const row = await this.findRecord(bookingId);
      if (!row || row.user_id !== userId) throw notFound(BOOKING_NOT_FOUND);
      return toBooking(row, ctx);
    },

    /**
     * Without the ones the user removed: shows that have not ended yet first, soonest first; then the past ones, the
     * most recent first.
     */
    async listFor(userId: number): Promise<Booking[]> {
      const now = ctx.now();
      const rows = await selectBookings(db)
        .where('bookings.user_id', '=', userId)
        .where('bookings.removed_at', 'is', null)
        .orderBy(sql`shows.ends_at <= ${now}`)
        .orderBy(sql`CASE WHEN shows.ends_at > ${now} THEN shows.starts_at END`)
        .orderBy('shows.starts_at', 'desc')
        .orderBy('bookings.id', 'desc')
        .execute();
      return rows.map((row) => toBooking(row, ctx));
    },

    /** What cancelling the caller's booking now would give back under its cinema's policy (or why it cannot be cancelled). */
    async quote(userId: number, bookingId: number): Promise<RefundQuote> {
      const booking = await db
        .selectFrom('bookings')
        .innerJoin('shows', 'shows.id', 'bookings.show_id')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .select(QUOTED_COLUMNS)
        .where('bookings.id', '=', bookingId)
        .where('bookings.user_id', '=', userId)
        .executeTakeFirst();
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      return refundQuote(booking, ctx.now());
    },

    /**
     * Cancels the caller's booking under its cinema's policy and keeps it on their list, reading CANCELLED with the
     * refund (409 with the quote's reason when it can no longer be cancelled).
     */
    async cancel(userId: number, bookingId: number): Promise<{ booking: Booking; quote: RefundQuote }> {
      const now = ctx.now();
      const outcome = await inTransaction(db, async (trx) => {
        const quote = await cancelOwn(trx, ctx, userId, bookingId, now);
        if (!quote.cancellable) throw conflict(quote.message);
        return quote;
      });
      cacheInvalidationFor(ctx).invalidateSeats(outcome.showId);
      ctx.mail.kick();
      return { booking: await this.getOwn(userId, bookingId), quote: outcome };
    },

    /**
     * Takes the booking off the owner's list; if the show is still ahead it is cancelled under the cinema's policy
     * (its refund to the card, the seats back on sale, the cancellation e-mail). After the policy's cut-off, a
     * booking for a show still ahead is neither cancelled nor removed (409 naming when cancellations closed).
     * Someone else's booking is reported as not found.
     */
    async remove(userId: number, bookingId: number): Promise<{ cancelled: boolean }> {
      const now = ctx.now();
      const outcome = await inTransaction(db, async (trx) => {
        const quote = await cancelOwn(trx, ctx, userId, bookingId, now);
        if (quote.state === 'closed') {
          throw conflict(cancellationsClosedMessage(new Date(quote.closesAt), quote.timeZone, quote.cutoffMinutes));
        }
        await trx.updateTable('bookings').set({ removed_at: now }).where('id', '=', bookingId).execute();
        return { cancelled: quote.cancellable, showId: quote.showId };
      });
      if (outcome.cancelled) {
        cacheInvalidationFor(ctx).invalidateSeats(outcome.showId);
        ctx.mail.kick();
      }
      return { cancelled: outcome.cancelled };
    },
  };
}
