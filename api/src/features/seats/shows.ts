import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';

export const SHOW_NOT_FOUND = 'Show not found';

export interface ShowDetails {
  id: number;
  theaterId: number;
  startsAt: Date;
  showDate: string;
  startTime: string;
  theaterName: string;
  location: string;
  movieId: number;
  movieTitle: string;
}

export async function findShow(db: Kysely<Database>, showId: number): Promise<ShowDetails> {
  const show = await db.selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'shows.id', 'shows.theater_id as theaterId', 'shows.starts_at as startsAt', 'shows.show_date as showDate',
      'shows.start_time as startTime', 'theaters.name as theaterName', 'theaters.location',
      'movies.id as movieId', 'movies.title as movieTitle',
    ])
    .where('shows.id', '=', showId)
    .executeTakeFirst();
  if (!show) throw notFound(SHOW_NOT_FOUND);
  return show;
}

/** Prices (paise) of the given seats in the show's theatre; 400 naming any seat that does not exist. */
export async function seatPrices(db: Kysely<Database>, theaterId: number, seatNumbers: string[]): Promise<Map<string, number>> {
  const rows = await db.selectFrom('theater_seats').select(['seat_number', 'price_paise'])
    .where('theater_id', '=', theaterId).where('seat_number', 'in', seatNumbers).execute();
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
