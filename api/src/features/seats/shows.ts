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
  const show = await db.selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'shows.id', 'shows.theater_id as theaterId', 'shows.screen_id as screenId', 'shows.cancelled_at as cancelledAt', 'shows.starts_at as startsAt', 'shows.show_date as showDate',
      'shows.start_time as startTime', 'theaters.name as theaterName', 'theaters.location',
      'movies.id as movieId', 'movies.title as movieTitle',
    ])
    .where('shows.id', '=', showId)
    .executeTakeFirst();
  if (!show) throw notFound(SHOW_NOT_FOUND);
  const { cancelledAt, ...details } = show;
  if (cancelledAt) throw notFound(SHOW_CANCELLED);
  return details;
}

/**
 * The prices (paise) of those of the seats its screen still has, read in one query under the show's seat lock (which
 * a layout save and a cancellation hold until they commit); 404 when the show was cancelled meanwhile.
 */
export async function seatsOnSale(trx: Transaction<Database>, showId: number, seatNumbers: string[]): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('shows')
    .leftJoin('screen_seats as seat', (join) => join.onRef('seat.screen_id', '=', 'shows.screen_id').on('seat.seat_number', 'in', seatNumbers))
    .leftJoin('show_prices as price', (join) => join.onRef('price.show_id', '=', 'shows.id').onRef('price.tier', '=', 'seat.tier'))
    .select(['shows.cancelled_at', 'seat.seat_number', 'price.price_paise'])
    .where('shows.id', '=', showId)
    .execute();
  if (rows.length === 0) throw notFound(SHOW_NOT_FOUND);
  if (rows[0].cancelled_at) throw notFound(SHOW_CANCELLED);
  return new Map(rows.flatMap((row) => (row.seat_number !== null && row.price_paise !== null ? [[row.seat_number, row.price_paise] as const] : [])));
}

/** Prices (paise) of the given seats at this show (its price for each seat's tier); 400 naming any seat its screen lacks. */
export async function seatPrices(db: Kysely<Database>, show: { id: number; screenId: number }, seatNumbers: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('screen_seats as seat')
    .innerJoin('show_prices as price', (join) => join.onRef('price.tier', '=', 'seat.tier').on('price.show_id', '=', show.id))
    .select(['seat.seat_number', 'price.price_paise'])
    .where('seat.screen_id', '=', show.screenId).where('seat.seat_number', 'in', seatNumbers).execute();
  const prices = new Map(rows.map((row) => [row.seat_number, row.price_paise]));
  const unknown = seatNumbers.filter((seat) => !prices.has(seat));
  if (unknown.length > 0) throw badRequest(`No such seat in this theatre: ${unknown.join(', ')}`);
  return prices;
}

/** "A2" before "A10" before "B1". */
export function compareSeats(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a.localeCompare(b);
}

const SEAT_LOCK_NAMESPACE = 7_301;

/**
 * Serialises seat changes (hold, payment, cancellation) on one show for the rest of the transaction,
 * across every API process. The seat_claims primary key alone already prevents double holds; this lock
 * only stops concurrent multi-seat changes from locking rows in different orders and deadlocking.
 */
export async function lockShowSeats(trx: Transaction<Database>, showId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SEAT_LOCK_NAMESPACE}, ${showId})`.execute(trx);
}
