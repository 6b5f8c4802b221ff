import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { addMinutes, toIsoWithOffset } from '../../lib/cinema-time.js';
import { lockShowSeats } from '../seats/shows.js';
import { paiseToRupees } from '../../lib/money.js';
import { thumbnailUrl } from '../movies/poster-urls.js';
import { qrPayload } from '../tickets/qr-payload.js';
import type { Booking } from './schemas.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { cancelBooking, cancellationsClosedMessage, policyRefund } from '../admin/bookings/cancel-booking.js';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

function selectBookings(db: Kysely<Database>) {
  return db.selectFrom('bookings')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'bookings.id', 'bookings.user_id', 'bookings.status', 'bookings.seat_numbers', 'bookings.ticket_fee_paise',
      'bookings.convenience_fee_paise', 'bookings.total_paise', 'bookings.card_last4', 'bookings.created_at',
      'bookings.removed_at', 'bookings.reference', 'bookings.used_at', 'bookings.refund_paise', 'shows.id as show_id', 'shows.show_date', 'shows.start_time', 'shows.starts_at',
      'theaters.name as theater_name', 'theaters.location', 'theaters.time_zone', 'movies.id as movie_id', 'movies.title', 'movies.poster_key',
      'movies.duration_minutes',
    ]);
}

export type BookingRecord = Awaited<ReturnType<ReturnType<typeof selectBookings>['executeTakeFirstOrThrow']>>;

export function toBooking(row: BookingRecord, ctx: AppContext): Booking {
  const booking: Omit<Booking, 'ticketQr'> = {
    id: row.id,
    bookingId: row.id,
    status: row.status,
    totalAmount: paiseToRupees(row.total_paise),
    ticketFee: paiseToRupees(row.ticket_fee_paise),
    convenienceFee: paiseToRupees(row.convenience_fee_paise),
    movie: { id: row.movie_id, title: row.title, thumbnail: thumbnailUrl(ctx.config.publicUrl, { id: row.movie_id, poster_key: row.poster_key }) },
    cinema: { name: row.theater_name, location: row.location },
    slotId: row.show_id,
    showDate: row.show_date,
    startTime: row.start_time,
    showDateTime: toIsoWithOffset({ date: row.show_date, time: row.start_time }, row.time_zone),
    showEndDateTime: toIsoWithOffset(addMinutes({ date: row.show_date, time: row.start_time }, row.duration_minutes), row.time_zone),
    seats: row.seat_numbers,
    seatNumbers: row.seat_numbers,
    bookingTime: row.created_at.toISOString(),
    cardLast4: row.card_last4,
    reference: row.reference,
    ...(row.status === 'CANCELLED' && row.refund_paise !== null ? { refundAmount: paiseToRupees(row.refund_paise) } : {}),
  };
  return { ...booking, ticketQr: ctx.ticketSigner.ticketQr(qrPayload(booking), row.reference) };
}

export function createBookingService(ctx: AppContext) {
  const { db } = ctx;
  return {
    findRecord: (bookingId: number) => selectBookings(db).where('bookings.id', '=', bookingId).executeTakeFirst(),

    async get(bookingId: number): Promise<Booking> {
      const row = await this.findRecord(bookingId);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      return toBooking(row, ctx);
    },

    /** Newest first, without the ones the user removed. */
    async listFor(userId: number): Promise<Booking[]> {
      const rows = await selectBookings(db)
        .where('bookings.user_id', '=', userId).where('bookings.removed_at', 'is', null)
        .orderBy('bookings.created_at', 'desc').orderBy('bookings.id', 'desc')
        .execute();
      return rows.map((row) => toBooking(row, ctx));
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
        const owned = await trx.selectFrom('bookings').select('show_id')
          .where('id', '=', bookingId).where('user_id', '=', userId).where('removed_at', 'is', null)
          .executeTakeFirst();
        if (!owned) throw notFound(BOOKING_NOT_FOUND);
        // The show's seat lock before the booking's row lock: the order every cancellation takes them in.
        await lockShowSeats(trx, owned.show_id);
        const booking = await trx.selectFrom('bookings')
          .innerJoin('shows', 'shows.id', 'bookings.show_id')
          .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
          .select(['bookings.status', 'bookings.used_at', 'bookings.ticket_fee_paise', 'shows.starts_at',
            'theaters.time_zone', 'theaters.cancel_cutoff_minutes', 'theaters.cancel_refund_percent'])
          .where('bookings.id', '=', bookingId).where('bookings.removed_at', 'is', null)
          .forUpdate('bookings')
          .executeTakeFirst();
        if (!booking) throw notFound(BOOKING_NOT_FOUND);
        // A ticket already admitted at the door is not cancelled (its seats stay taken): removing it only hides it.
        const cancel = booking.status === 'CONFIRMED' && booking.starts_at > now && booking.used_at === null;
        if (cancel) {
          const policy = policyRefund(booking, booking, now);
          if (!policy.allowed) throw conflict(cancellationsClosedMessage(policy.closesAt, booking.time_zone, booking.cancel_cutoff_minutes));
          await cancelBooking(trx, ctx, { bookingId, refundPaise: policy.refundPaise, actorId: userId, reason: CUSTOMER_CANCEL_REASON, now });
        }
        await trx.updateTable('bookings').set({ removed_at: now }).where('id', '=', bookingId).execute();
        return { cancelled: cancel, showId: owned.show_id };
      });
      if (outcome.cancelled) {
        cacheInvalidationFor(ctx).invalidateSeats(outcome.showId);
        ctx.mail.kick();
      }
      return { cancelled: outcome.cancelled };
    },
  };
}
