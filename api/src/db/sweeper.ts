import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface SweepOptions {
  now: Date;
  /** Idempotency-Key replays are kept this long (as Stripe keeps keys). */
  idempotencyKeyHours: number;
  /** A code row must outlive the resend gap, which it enforces. */
  codeResendSeconds: number;
}

export interface SweepResult {
  holds: number;
  rateLimitCounters: number;
  idempotencyKeys: number;
  codes: number;
  waitingRoomPlaces: number;
}

/**
 * Deletes what has expired: seat holds, rate-limit windows, old Idempotency-Keys, spent codes, and the waiting-room
 * places of shows that have started (they take no holds, so their queues have ended).
 */
export async function sweepExpired(db: Kysely<Database>, options: SweepOptions): Promise<SweepResult> {
  const { now } = options;
  const holds = await db
    .deleteFrom('seat_claims')
    .where('kind', '=', 'HOLD')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const counters = await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now).executeTakeFirst();
  const keys = await db
    .deleteFrom('payment_requests')
    .where('created_at', '<=', new Date(now.getTime() - options.idempotencyKeyHours * 3_600_000))
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('auth_codes')
    .where('expires_at', '<=', now)
    .where('created_at', '<=', new Date(now.getTime() - options.codeResendSeconds * 1000))
    .executeTakeFirst();
  const places = await db
    .deleteFrom('waiting_room_entries')
    .where('show_id', 'in', (eb) =>
      eb
        .selectFrom('show_on_sales')
        .innerJoin('shows', 'shows.id', 'show_on_sales.show_id')
        .select('show_on_sales.show_id')
        .where('shows.starts_at', '<=', now),
    )
    .executeTakeFirst();
  return {
    holds: Number(holds.numDeletedRows),
    rateLimitCounters: Number(counters.numDeletedRows),
    idempotencyKeys: Number(keys.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    waitingRoomPlaces: Number(places.numDeletedRows),
  };
}
