/**
 * Set on a payment's answer that repeats the first outcome of its Idempotency-Key (a retry after a lost answer):
 * nothing was charged or booked by this request. Metrics count such answers apart from new bookings.
 */
export const IDEMPOTENT_REPLAYED = 'idempotent-replayed';
