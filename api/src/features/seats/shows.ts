import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';

export const SHOW_NOT_FOUND = 'Show not found';
export const SHOW_CANCELLED = 'This show has been cancelled. Please pick another showtime.';

export interface ShowDetails {
  id: number;
  theaterId: number;
  screenId: number;
  startsAt: Date;
  showDate: string;
  startTime: string;
  theaterName: string;
  location: string;
  movieId: number;
  movieTitle: string;
}

/** A show customers may see and book: 404 when there is none, or it was cancelled. */
export async function findShow(db: Kysely<Database>, showId: number): Promise<ShowDetails> {
  const show = await db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'shows.id',
      'shows.theater_id as theaterId',
      'shows.screen_id as screenId',
      'shows.cancelled_at as cancelledAt',
      'shows.starts_at as startsAt',
      'shows.show_date as showDate',
      'shows.start_time as startTime',
      'theaters.name as theaterName',
      'theaters.location',
      'movies.id as movieId',
      'movies.title as movieTitle',
    ])
    .where('shows.id', '=', showId)
    .executeTakeFirst();
  if (!show) throw notFound(SHOW_NOT_FOUND);
  const { cancelledAt, ...details } = show;
  if (cancelledAt) throw notFound(SHOW_CANCELLED);
  return details;
}

/** The 404 a hold or payment answers when its database function found the show gone (detail `missing` or `cancelled`). */
export function showGone(detail: string) {
  return notFound(detail === 'cancelled' ? SHOW_CANCELLED : SHOW_NOT_FOUND);
}

/** The 400 naming seats the show's screen does not have. */
export function noSuchSeats(unknown: string[]) {
  return badRequest(`No such seat in this theatre: ${unknown.join(', ')}`);
}

/** "A2" before "A10" before "B1". */
export function compareSeats(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a.localeCompare(b);
}

const SEAT_LOCK_NAMESPACE = 7_301;
const ACCOUNT_SEATS_LOCK_NAMESPACE = 7_302;

/**
 * Takes the show's seat lock alone, for the rest of the transaction, across every API process: for what changes the
 * show or its seats as a whole (layout save, show change or cancellation, a booking's cancellation). It waits for
 * the holds and payments in flight on the show (`shareShowSeats`) and they wait for it.
 */
export async function lockShowSeats(trx: Transaction<Database>, showId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SEAT_LOCK_NAMESPACE}, ${showId})`.execute(trx);
}

/**
 * One statement that takes, for the rest of the transaction, what a release of one account's hold needs: the show's
 * seat lock shared (holds and payments of different accounts run side by side; the seat_claims rows' own locks decide
 * a contested seat, and the seats are always written in one order, so they cannot deadlock) and the account's own
 * lock (its concurrent requests, e.g. from two tabs, change its hold one after the other). The database functions of
 * a hold and a payment (`hold_seats`, `pay_for_hold`) take the same locks in the same namespaces, a hold with a
 * per-address limit also the client address's lock on the show (its seat count is checked and changed by one
 * request at a time).
 */
export async function shareShowSeats(trx: Transaction<Database>, showId: number, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${SEAT_LOCK_NAMESPACE}, ${showId}), pg_advisory_xact_lock(${ACCOUNT_SEATS_LOCK_NAMESPACE}, ${userId})`.execute(
    trx,
  );
}
