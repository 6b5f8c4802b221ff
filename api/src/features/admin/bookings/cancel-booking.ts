import type { Transaction } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { enqueueMail } from '../../notifications/mail-queue.js';
import { lockShowSeats } from '../../seats/shows.js';
import { toLocal } from '../../../lib/cinema-time.js';

export const BOOKING_NOT_FOUND = 'Booking not found.';

/** A cinema's cancellation policy (its columns). */
export interface CancellationPolicy {
  cancel_cutoff_minutes: number;
  cancel_refund_percent: number;
}

export interface PolicyRefund {
  /** Whether the customer may still cancel (before the cut-off). */
  allowed: boolean;
  /** What the policy gives back: its percentage of the ticket price (the convenience fee is kept), to the paisa. */
  refundPaise: number;
  /** When cancellations close: the cut-off before the show starts. */
  closesAt: Date;
}

/**
 * What a cancellation under the cinema's policy gives back: `cancel_refund_percent` of the ticket price (never the
 * convenience fee), allowed until `cancel_cutoff_minutes` before the show starts.
 */
export function policyRefund(
  booking: { ticket_fee_paise: number; starts_at: Date },
  cinema: CancellationPolicy,
  now: Date,
): PolicyRefund {
  const closesAt = new Date(booking.starts_at.getTime() - cinema.cancel_cutoff_minutes * 60_000);
  return {
    allowed: now < closesAt,
    refundPaise: Math.round((booking.ticket_fee_paise * cinema.cancel_refund_percent) / 100),
    closesAt,
  };
}

/** "Cancellations closed at 18:30 on 2026-11-21 (cinema time), 60 minutes before the show." */
export function cancellationsClosedMessage(closesAt: Date, timeZone: string, cutoffMinutes: number): string {
  const { date, time } = toLocal(closesAt, timeZone);
  return `Cancellations for this show closed at ${time} on ${date} (cinema time), ${cutoffMinutes} minutes before it starts.`;
}

export interface CancelBookingInput {
  bookingId: number;
  /** Refunded to the card (mock); 0 up to the booking's total. */
  refundPaise: number;
  /** Who cancelled: the customer or a back-office account; null for the system. */
  actorId: number | null;
  reason: string;
  now: Date;
}

export interface CancelledBooking {
  bookingId: number;
  reference: string;
  showId: number;
  theaterId: number;
  userId: number;
  seats: string[];
  totalPaise: number;
  refundPaise: number;
  cancelledAt: Date;
}

/**
 * Cancels a confirmed booking inside the caller's transaction (which must already hold the show's seat lock,
 * `lockShowSeats`): the booking reads CANCELLED with when, by whom and why; the refund is paid back to the card
 * (mock) and recorded; its seats are free again; its history gets CANCELLED (and REFUNDED when money goes back);
 * and the cancellation e-mail with the amount is queued. Refuses (409) a booking that is not confirmed, and (400)
 * a refund outside 0..total. It takes the app context so every cancellation is called alike (the shows' bulk
 * cancellation, the desk, the customer's own). The caller invalidates the show's caches after commit and kicks the mail queue.
 */
export async function cancelBooking(
  trx: Transaction<Database>,
  _ctx: AppContext,
  input: CancelBookingInput,
): Promise<CancelledBooking> {
  const { bookingId, refundPaise, actorId, reason, now } = input;
  const booking = await trx
    .selectFrom('bookings')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.status',
      'bookings.user_id',
      'bookings.show_id',
      'bookings.seat_numbers',
      'bookings.total_paise',
      'shows.theater_id',
    ])
    .where('bookings.id', '=', bookingId)
    .forUpdate('bookings')
    .executeTakeFirst();
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  // Re-entrant: a no-op when the caller already holds the show's seat lock, as it should.
  await lockShowSeats(trx, booking.show_id);
  if (booking.status !== 'CONFIRMED') throw conflict(`Booking ${booking.reference} is already cancelled.`);
  if (!Number.isInteger(refundPaise) || refundPaise < 0 || refundPaise > booking.total_paise) {
    throw badRequest(
      `refundPaise must be a whole number of paise from 0 to ${booking.total_paise} (the booking's total).`,
    );
  }

  await trx
    .updateTable('bookings')
    .set({
      status: 'CANCELLED',
      cancelled_at: now,
      cancelled_by: actorId,
      cancel_reason: reason,
      refund_paise: refundPaise,
      refunded_at: refundPaise > 0 ? now : null,
    })
    .where('id', '=', bookingId)
    .execute();
  await trx.deleteFrom('seat_claims').where('booking_id', '=', bookingId).execute();
  await trx
    .insertInto('booking_events')
    .values([
      { booking_id: bookingId, kind: 'CANCELLED' as const, at: now, actor_id: actorId, detail: { reason } },
      ...(refundPaise > 0
        ? [{ booking_id: bookingId, kind: 'REFUNDED' as const, at: now, actor_id: actorId, detail: { refundPaise } }]
        : []),
    ])
    .execute();
  await enqueueMail(trx, 'BOOKING_CANCELLED', bookingId, now);
  return {
    bookingId,
    reference: booking.reference,
    showId: booking.show_id,
    theaterId: booking.theater_id,
    userId: booking.user_id,
    seats: booking.seat_numbers,
    totalPaise: booking.total_paise,
    refundPaise,
    cancelledAt: now,
  };
}
