import { policyRefund, type CancellationPolicy } from '../admin/bookings/cancel-booking.js';
import { paiseToRupees } from '../../lib/money.js';

/** How long the mock gateway's card refunds take to reach the customer's statement. */
export const REFUND_SETTLEMENT = '5–7 days';

/** Why a booking can or cannot be cancelled by its customer now. */
export type RefundQuoteState = 'open' | 'closed' | 'started' | 'admitted' | 'cancelled';

export interface RefundQuote {
  cancellable: boolean;
  state: RefundQuoteState;
  /** Rupees that go back to the card if cancelled now (0 when nothing does or it cannot be cancelled). */
  refundAmount: number;
  cardLast4: string;
  refundWithin: string;
  /** When cancellations close: the policy's cut-off before the show (ISO 8601 instant). */
  closesAt: string;
  cutoffMinutes: number;
  refundPercent: number;
  cinemaName: string;
  /** The sentence the cancel dialog shows. */
  message: string;
}

export interface QuotedBooking extends CancellationPolicy {
  status: string;
  used_at: Date | null;
  ticket_fee_paise: number;
  starts_at: Date;
  card_last4: string;
  theater_name: string;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹356.00, ₹1,250.50 */
export function rupeesText(paise: number): string {
  return rupeeFormat.format(paiseToRupees(paise));
}

/** 30 → "30 minutes", 120 → "2 hours", 90 → "1 hour 30 minutes", 0 → "at the start". */
export function cutoffText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  return [hours > 0 ? part(hours, 'hour') : '', rest > 0 ? part(rest, 'minute') : ''].filter(Boolean).join(' ');
}

/** "Aurora Cinemas' policy", "PVR Phoenix's policy". */
export function policyOf(cinemaName: string): string {
  return `${cinemaName}${/s$/i.test(cinemaName) ? "'" : "'s"} policy`;
}

/**
 * What cancelling the booking now gives back under its cinema's policy, and the sentence that says so:
 * "₹356.00 to your card ending 1111 within 5–7 days", or why it cannot be cancelled any more
 * ("Cancellation closed 2 hours before the show (Aurora Cinemas' policy)").
 */
export function refundQuote(booking: QuotedBooking, now: Date): RefundQuote {
  const policy = policyRefund(booking, booking, now);
  const state: RefundQuoteState =
    booking.status !== 'CONFIRMED'
      ? 'cancelled'
      : booking.used_at !== null
        ? 'admitted'
        : booking.starts_at <= now
          ? 'started'
          : policy.allowed
            ? 'open'
            : 'closed';
  const cancellable = state === 'open';
  const refundPaise = cancellable ? policy.refundPaise : 0;
  const whose = policyOf(booking.theater_name);
  const messages: Record<RefundQuoteState, string> = {
    open:
      refundPaise > 0
        ? `${rupeesText(refundPaise)} to your card ending ${booking.card_last4} within ${REFUND_SETTLEMENT}`
        : `No refund: tickets cancelled for this show are not refunded (${whose})`,
    closed:
      booking.cancel_cutoff_minutes > 0
        ? `Cancellation closed ${cutoffText(booking.cancel_cutoff_minutes)} before the show (${whose})`
        : `Cancellation closed when the show started (${whose})`,
    started: 'The show has already started, so this booking can no longer be cancelled',
    admitted: 'This ticket was admitted at the door, so it can no longer be cancelled',
    cancelled: 'This booking is already cancelled',
  };
  return {
    cancellable,
    state,
    refundAmount: paiseToRupees(refundPaise),
    cardLast4: booking.card_last4,
    refundWithin: REFUND_SETTLEMENT,
    closesAt: policy.closesAt.toISOString(),
    cutoffMinutes: booking.cancel_cutoff_minutes,
    refundPercent: booking.cancel_refund_percent,
    cinemaName: booking.theater_name,
    message: messages[state],
  };
}
