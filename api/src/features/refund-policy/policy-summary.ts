import { cutoffText } from '../bookings/refund-quote.js';

/** A cinema's cancellation policy in one sentence, as customers read it before they book. */
export function policySummary(cutoffMinutes: number, refundPercent: number): string {
  if (refundPercent === 0) return 'Tickets are not refunded if you cancel.';
  const until = cutoffMinutes === 0 ? 'until the show starts' : `up to ${cutoffText(cutoffMinutes)} before the show`;
  return refundPercent === 100
    ? `Cancel ${until} for a full refund of the ticket price.`
    : `Cancel ${until} for ${refundPercent}% of the ticket price back.`;
}
