import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, badRequest, conflict, errorBody, type ErrorBody } from '../../http/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { createBookingService, toBooking } from '../bookings/service.js';
import type { Booking } from '../bookings/schemas.js';
import { REMINDER_HOURS_BEFORE } from '../reminders/show-reminders.js';
import { refusalOf } from '../../db/refusal.js';
import { checkSeatSelection, fees } from '../seats/service.js';
import { compareSeats, findShow, noSuchSeats, showGone } from '../seats/shows.js';
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

/**
 * The ticket fee whose total with its convenience fee is `totalPaise`, or null when no fee makes that total. The
 * total grows with the ticket fee, by 1 or 2 paise a paisa, so at most one does, found by halving.
 */
function ticketFeeOf(totalPaise: number): number | null {
  let low = 0;
  let high = Math.max(0, totalPaise);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fees(middle).totalPaise < totalPaise) low = middle + 1;
    else high = middle;
  }
  return fees(low).totalPaise === totalPaise ? low : null;
}

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

  /** The answer to a payment its statement refused, or undefined for any other error. */
  async function paymentRefusal(error: unknown, payment: Payment, now: Date): Promise<ApiError | undefined> {
    const refusal = refusalOf(error);
    switch (refusal?.code) {
      case 'RP422':
        return new ApiError(422, 'This Idempotency-Key was already used for a different payment.');
      case 'RS404':
        return showGone(refusal.detail);
      case 'RP409':
        return conflict('This show has already started.');
      case 'RP410': {
        const show = await findShow(db, payment.showId);
        return holdGoneError(await whyHoldIsGone(db, payment.userId, show, ctx.config.limits.holdShowsPerAccount, now));
      }
      case 'RP411':
        return conflict(HOLD_EXPIRED);
      case 'RP412': {
        const heldSeats = (JSON.parse(refusal.detail) as string[]).sort(compareSeats);
        const notHeld = payment.seats.filter((seat) => !heldSeats.includes(seat));
        return conflict(
          notHeld.length > 0
            ? `${notHeld.length === 1 ? 'Seat' : 'Seats'} ${notHeld.join(', ')} ${notHeld.length === 1 ? 'is' : 'are'} not in your hold (you are holding ${heldSeats.join(', ')}). Please select your seats again.`
            : `Your hold is for seats ${heldSeats.join(', ')}: please pay for all of them, or select your seats again.`,
        );
      }
      case 'RP400':
        return noSuchSeats(JSON.parse(refusal.detail) as string[]);
      case 'RP402':
        return badRequest(
          `The amount does not match the selected seats: the total is ₹${paiseToRupees(fees(Number(refusal.detail)).totalPaise).toFixed(2)}.`,
        );
      default:
        return undefined;
    }
  }

  /**
   * Claims the Idempotency-Key (or replays its first outcome), then checks the live hold, its seats' prices against
   * the amount, and books it, with its history, confirmation e-mail and reminder: one statement (pay_for_hold, created
   * by the migrations), inside the caller's transaction.
   */
  async function charge(trx: Transaction<Database>, payment: Payment, key: string | undefined, now: Date) {
    const { userId, showId, seats, card } = payment;
    // The fees of the total the customer was shown; the statement checks they are those of the seats' prices.
    const amounts = fees(ticketFeeOf(payment.totalPaise) ?? -1);
    const declined: ChargeResult | null =
      card.number === DECLINED_CARD ? { kind: 'declined', body: errorBody(400, CARD_DECLINED) } : null;
    const { rows } = await sql<{ paid: { replayed: boolean; outcome: ChargeResult } }>`SELECT pay_for_hold(
      ${userId}::integer, ${showId}::integer, ${seats}::text[], ${now}::timestamptz,
      ${amounts.ticketFeePaise}::integer, ${amounts.convenienceFeePaise}::integer, ${card.number.slice(-4)}::text,
      ${card.holder}::text, ${declined === null ? null : JSON.stringify(declined)}::jsonb,
      ${ctx.config.holdSeconds}::integer, ${REMINDER_HOURS_BEFORE}::integer, ${key ?? null}::text,
      ${key === undefined ? null : fingerprint(payment)}::text, ${ctx.config.idempotencyKeyHours}::integer) AS paid`.execute(
      trx,
    );
    return rows[0].paid;
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
      const now = ctx.now();
      const payment: Payment = {
        userId,
        showId: input.slotId,
        seats: checkSeatSelection(input.seatNumbers),
        totalPaise: rupeesToPaise(input.totalAmount),
        card: validateCard(input, now, ctx.config.cinemaTimeZone),
      };
      // The booking is read inside the transaction that made (or replayed) it: once it commits, the answer is a
      // 201 whatever the pool does next, so a paid customer is never told the payment failed.
      let outcome: PaymentOutcome;
      try {
        outcome = await inTransaction(db, async (trx): Promise<PaymentOutcome> => {
          const { replayed, outcome: result } = await charge(trx, payment, idempotencyKey, now);
          if (result.kind === 'declined') return { statusCode: 400, body: result.body, replayed };
          const booking = (await bookings.findRecord(result.bookingId, trx)) ?? missingBooking(result.bookingId);
          return { statusCode: 201, body: toBooking(booking, ctx), replayed };
        });
      } catch (error) {
        throw (await paymentRefusal(error, payment, now)) ?? error;
      }
      if (outcome.statusCode === 201) {
        // Also for a replayed Idempotency-Key, which changed nothing now: one extra read of the show's seats.
        caches.invalidateSeats(payment.showId);
        ctx.mail.kick();
      }
      return outcome;
    },
  };
}
