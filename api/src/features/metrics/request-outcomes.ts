import type { AppMetrics } from './app-metrics.js';

/** What an answer's status code means for the customer's hold, payment or cancellation. */
export function outcomeOf(statusCode: number): string {
  if (statusCode < 400) return 'success';
  if (statusCode === 409 || statusCode === 410) return 'conflict';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 503) return 'unavailable';
  if (statusCode < 500) return 'rejected';
  return 'error';
}

const CANCELLATION_ROUTES = new Set([
  'POST /api/user/bookings/:id/cancel',
  'DELETE /api/user/bookings/:id',
  'POST /api/admin/bookings/:id/cancel',
]);

/**
 * Counts a hold, payment or cancellation by its answer (route is the route's pattern, e.g. `/api/user/bookings/:id`).
 * `replayed`: the answer repeats an earlier payment's (same Idempotency-Key), so it is counted as `replayed` and
 * confirms no new booking.
 */
export function countBookingStep(
  metrics: AppMetrics,
  method: string,
  route: string,
  statusCode: number,
  replayed = false,
): void {
  const step = `${method} ${route}`;
  const outcome = replayed ? 'replayed' : outcomeOf(statusCode);
  if (step === 'POST /api/bookings/select-seats') metrics.holds.inc({ outcome });
  else if (step === 'POST /api/bookings/payment') {
    metrics.payments.inc({ outcome });
    if (outcome === 'success') metrics.bookings.inc({ outcome: 'confirmed' });
  } else if (CANCELLATION_ROUTES.has(step)) {
    metrics.cancellations.inc({ outcome });
    if (outcome === 'success') metrics.bookings.inc({ outcome: 'cancelled' });
  }
}
