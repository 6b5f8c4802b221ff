import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, badRequest, conflict, errorBody, type ErrorBody } from '../../http/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { createBookingService, toBooking } from '../bookings/service.js';
import type { Booking } from '../bookings/schemas.js';
import { enqueueMail } from '../notifications/mail-queue.js';
import { queueShowReminders } from '../reminders/show-reminders.js';
import { checkSeatSelection, fees } from '../seats/service.js';
import { compareSeats, findShow, seatPrices, shareShowSeats } from '../seats/shows.js';
import { HOLD_EXPIRED, holdGoneError, whyHoldIsGone } from '../seats/hold-gone.js';
import { DECLINED_CARD, validateCard } from './card.js';
import type { PaymentBody } from './schemas.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';

/** A replayed key whose booking no longer exists (it cannot be deleted, so this means a broken database). */
function missingBooking(bookingId: number): never {
  throw new Error(`booking ${bookingId} of a stored payment outcome is missing`);
}

const MISSING_BOOKING = 'Missing booking information. Please restart the booking process.';
export const CARD_DECLINED = 'Your card was declined. Please try another card.';

/** What the gateway decided; stored as-is under an Idempotency-Key. */
type ChargeResult = { kind: 'booked'; bookingId: number } | { kind: 'declined'; body: ErrorBody };

/** `replayed`: the answer repeats the first outcome of the same Idempotency-Key; nothing was charged or booked now. */
export type PaymentOutcome = ({ statusCode: 201; body: Booking } | { statusCode: 400; body: ErrorBody }) & {
  replayed: boolean;
};

interface Payment {
  userId: number;
  showId: number;
  seats: string[];
  totalPaise: number;
  card: { number: string; holder: string };
}

export function createPaymentService(ctx: AppContext) {
  const { db } = ctx;
  const bookings = createBookingService(ctx);
  const caches = cacheInvalidationFor(ctx);

  /** Booking-relevant fields and the last four digits only: enough to tell a retry from a different payment. */
  function fingerprint(payment: Payment): string {
    const { showId, seats, totalPaise, card } = payment;
    return createHash('sha256')
      .update(JSON.stringify([showId, seats, totalPaise, card.number.slice(-4)]))
      .digest('hex');
  }

  async function charge(trx: Transaction<Database>, payment: Payment): Promise<ChargeResult> {
    const { userId, seats, card } = payment;
    const now = ctx.now();
    const show = await findShow(trx, payment.showId);
    if (show.startsAt <= now) throw conflict('This show has already started.');
    await shareShowSeats(trx, show.id, userId);

    const held = await trx
      .selectFrom('seat_claims')
      .select(['seat_number', 'expires_at'])
      .where('show_id', '=', show.id)
      .where('user_id', '=', userId)
      .where('kind', '=', 'HOLD')
      .where('expires_at', '>', now)
      .execute();
    if (held.length === 0)
      throw holdGoneError(await whyHoldIsGone(trx, userId, show, ctx.config.limits.holdShowsPerAccount, now));
    const heldSeats = held.map((row) => row.seat_number).sort(compareSeats);
    const notHeld = seats.filter((seat) => !heldSeats.includes(seat));
    if (notHeld.length > 0) {
      throw conflict(
        `${notHeld.length === 1 ? 'Seat' : 'Seats'} ${notHeld.join(', ')} ${notHeld.length === 1 ? 'is' : 'are'} not in your hold (you are holding ${heldSeats.join(', ')}). Please select your seats again.`,
      );
    }
    if (heldSeats.length !== seats.length) {
      throw conflict(
        `Your hold is for seats ${heldSeats.join(', ')}: please pay for all of them, or select your seats again.`,
      );
    }

    const prices = await seatPrices(trx, show, seats);
    const amounts = fees(seats.reduce((sum, seat) => sum + prices.get(seat)!, 0));
    if (payment.totalPaise !== amounts.totalPaise) {
      throw badRequest(
        `The amount does not match the selected seats: the total is ₹${paiseToRupees(amounts.totalPaise).toFixed(2)}.`,
      );
    }

    // The mock gateway: one test card always declines, every other valid card is charged.
    if (card.number === DECLINED_CARD) return { kind: 'declined', body: errorBody(400, CARD_DECLINED) };

    const booking = await trx
      .insertInto('bookings')
      .values({
        user_id: userId,
        show_id: show.id,
        status: 'CONFIRMED',
        seat_numbers: seats,
        ticket_fee_paise: amounts.ticketFeePaise,
        convenience_fee_paise: amounts.convenienceFeePaise,
        total_paise: amounts.totalPaise,
        card_last4: card.number.slice(-4),
        cardholder_name: card.holder,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Conditional on the hold still being live: a concurrent payment for the same hold converts nothing.
    const converted = await trx
      .updateTable('seat_claims')
      .set({ kind: 'BOOKED', booking_id: booking.id, expires_at: null })
      .where('show_id', '=', show.id)
      .where('user_id', '=', userId)
      .where('kind', '=', 'HOLD')
      .where('expires_at', '>', now)
      .where('seat_number', 'in', seats)
      .returning('seat_number')
      .execute();
    if (converted.length !== seats.length) throw conflict(HOLD_EXPIRED);
    // The booking's history starts with its hold (taken holdSeconds before its earliest seat's expiry) and payment.
    const heldUntil = Math.min(...held.map((row) => row.expires_at!.getTime()));
    await trx
      .insertInto('booking_events')
      .values([
        {
          booking_id: booking.id,
          kind: 'HELD',
          at: new Date(Math.min(heldUntil - ctx.config.holdSeconds * 1000, now.getTime())),
          actor_id: userId,
          detail: { seats },
        },
        { booking_id: booking.id, kind: 'PAID', at: now, actor_id: userId, detail: { totalPaise: amounts.totalPaise } },
      ])
      .execute();
    // The confirmation e-mail is queued with the booking and sent after commit: it never delays or fails the payment.
    await enqueueMail(trx, 'BOOKING_CONFIRMED', booking.id, now);
    await queueShowReminders(trx, { bookingId: booking.id }, now);
    return { kind: 'booked', bookingId: booking.id };
  }

  async function chargeOnce(
    trx: Transaction<Database>,
    payment: Payment,
    key: string,
  ): Promise<ChargeResult & { replayed: boolean }> {
    const requestFingerprint = fingerprint(payment);
    // Keys are kept idempotencyKeyHours (24 h, as Stripe keeps them); after that the key is new again.
    const now = ctx.now();
    await trx
      .deleteFrom('payment_requests')
      .where('user_id', '=', payment.userId)
      .where('idempotency_key', '=', key)
      .where('created_at', '<=', new Date(now.getTime() - ctx.config.idempotencyKeyHours * 3_600_000))
      .execute();
    // A concurrent request with the same key blocks on this insert until the first one commits or rolls back.
    const fresh = await trx
      .insertInto('payment_requests')
      .values({
        user_id: payment.userId,
        idempotency_key: key,
        request_fingerprint: requestFingerprint,
        status_code: null,
        response_body: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!fresh) {
      const previous = await trx
        .selectFrom('payment_requests')
        .select(['request_fingerprint', 'response_body'])
        .where('user_id', '=', payment.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      if (previous.request_fingerprint !== requestFingerprint) {
        throw new ApiError(422, 'This Idempotency-Key was already used for a different payment.');
      }
      return { ...(previous.response_body as ChargeResult), replayed: true };
    }
    const result = await charge(trx, payment);
    await trx
      .updateTable('payment_requests')
      .set({ status_code: result.kind === 'booked' ? 201 : 400, response_body: JSON.stringify(result) })
      .where('user_id', '=', payment.userId)
      .where('idempotency_key', '=', key)
      .execute();
    return { ...result, replayed: false };
  }

  return {
    /**
     * Charges the card for the caller's live hold and turns the hold into a CONFIRMED booking in one
     * transaction. With an Idempotency-Key, the first outcome (booking or decline) is replayed.
     * Nothing of the card beyond its last four digits is kept.
     */
    async pay(userId: number, input: PaymentBody, idempotencyKey: string | undefined): Promise<PaymentOutcome> {
      if (input.slotId === undefined || !input.seatNumbers || input.seatNumbers.length === 0)
        throw badRequest(MISSING_BOOKING);
      const payment: Payment = {
        userId,
        showId: input.slotId,
        seats: checkSeatSelection(input.seatNumbers),
        totalPaise: rupeesToPaise(input.totalAmount),
        card: validateCard(input, ctx.now(), ctx.config.cinemaTimeZone),
      };
      // The booking is read inside the transaction that made (or replayed) it: once it commits, the answer is a
      // 201 whatever the pool does next, so a paid customer is never told the payment failed.
      const outcome = await inTransaction(db, async (trx): Promise<PaymentOutcome> => {
        const result = idempotencyKey
          ? await chargeOnce(trx, payment, idempotencyKey)
          : { ...(await charge(trx, payment)), replayed: false };
        const { replayed } = result;
        if (result.kind === 'declined') return { statusCode: 400, body: result.body, replayed };
        const booking = (await bookings.findRecord(result.bookingId, trx)) ?? missingBooking(result.bookingId);
        return { statusCode: 201, body: toBooking(booking, ctx), replayed };
      });
      if (outcome.statusCode === 201) {
        // Also for a replayed Idempotency-Key, which changed nothing now: one extra read of the show's seats.
        caches.invalidateSeats(payment.showId);
        ctx.mail.kick();
      }
      return outcome;
    },
  };
}
