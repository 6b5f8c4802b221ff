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

/** What a hold reads under the show's seat lock, in one statement. */
export interface SeatsUnderLock {
  /** Prices (paise) of those of the requested seats the show's screen still has. */
  prices: Map<string, number>;
  /** When the caller's live hold on the show ends (its payment session), if it has one. */
  sessionEndsAt: Date | null;
  /** Seats of the show other accounts hold live from `address` (0 when no address is given). */
  heldFromAddress: number;
}

/**
 * Everything a hold checks under the show's seat lock (which a layout save and a cancellation hold until they commit),
 * read in one query so the lock is held for as few round trips as possible: the seats' prices, the caller's payment
 * session on the show and, with an address, how many of the show's seats other accounts hold from it. 404 when the
 * show was cancelled meanwhile.
 */
export async function seatsOnSale(
  trx: Transaction<Database>,
  showId: number,
  seatNumbers: string[],
  holder: { userId: number; now: Date; address?: string },
): Promise<SeatsUnderLock> {
  const { userId, now, address } = holder;
  const rows = await trx
    .selectFrom('shows')
    .leftJoin('screen_seats as seat', (join) =>
      join.onRef('seat.screen_id', '=', 'shows.screen_id').on('seat.seat_number', 'in', seatNumbers),
    )
    .leftJoin('show_prices as price', (join) =>
      join.onRef('price.show_id', '=', 'shows.id').onRef('price.tier', '=', 'seat.tier'),
    )
    .select(['shows.cancelled_at', 'seat.seat_number', 'price.price_paise'])
    .select((eb) => [
      eb
        .selectFrom('seat_claims')
        .select((sub) => sub.fn.max('expires_at').as('endsAt'))
        .where('show_id', '=', showId)
        .where('user_id', '=', userId)
        .where('kind', '=', 'HOLD')
        .where('expires_at', '>', now)
        .as('session_ends_at'),
      address === undefined
        ? sql<number>`0`.as('held_from_address')
        : eb
            .selectFrom('seat_claims')
            .select((sub) => sub.fn.countAll<number>().as('count'))
            .where('show_id', '=', showId)
            .where('kind', '=', 'HOLD')
            .where('expires_at', '>', now)
            .where('client_address', '=', address)
            .where('user_id', '!=', userId)
            .as('held_from_address'),
    ])
    .where('shows.id', '=', showId)
    .execute();
  if (rows.length === 0) throw notFound(SHOW_NOT_FOUND);
  if (rows[0].cancelled_at) throw notFound(SHOW_CANCELLED);
  const sessionEndsAt = rows[0].session_ends_at;
  return {
    prices: new Map(
      rows.flatMap((row) =>
        row.seat_number !== null && row.price_paise !== null ? [[row.seat_number, row.price_paise] as const] : [],
      ),
    ),
    sessionEndsAt: sessionEndsAt ? new Date(sessionEndsAt) : null,
    heldFromAddress: Number(rows[0].held_from_address ?? 0),
  };
}

function pricedSeats(db: Kysely<Database>, show: { id: number; screenId: number }, seatNumbers: string[]) {
  return db
    .selectFrom('screen_seats as seat')
    .innerJoin('show_prices as price', (join) =>
      join.onRef('price.tier', '=', 'seat.tier').on('price.show_id', '=', show.id),
    )
    .where('seat.screen_id', '=', show.screenId)
    .where('seat.seat_number', 'in', seatNumbers);
}

/** The 400 naming seats the show's screen does not have. */
export function noSuchSeats(unknown: string[]) {
  return badRequest(`No such seat in this theatre: ${unknown.join(', ')}`);
}

function knownSeats(rows: { seat_number: string; price_paise: number }[], seatNumbers: string[]): Map<string, number> {
  const prices = new Map(rows.map((row) => [row.seat_number, row.price_paise]));
  const unknown = seatNumbers.filter((seat) => !prices.has(seat));
  if (unknown.length > 0) throw noSuchSeats(unknown);
  return prices;
}

/** Prices (paise) of the given seats at this show (its price for each seat's tier); 400 naming any seat its screen lacks. */
export async function seatPrices(
  db: Kysely<Database>,
  show: { id: number; screenId: number },
  seatNumbers: string[],
): Promise<Map<string, number>> {
  return knownSeats(
    await pricedSeats(db, show, seatNumbers).select(['seat.seat_number', 'price.price_paise']).execute(),
    seatNumbers,
  );
}

/** "A2" before "A10" before "B1". */
export function compareSeats(a: string, b: string): number {
  return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a.localeCompare(b);
}

const SEAT_LOCK_NAMESPACE = 7_301;
const ACCOUNT_SEATS_LOCK_NAMESPACE = 7_302;
const ADDRESS_SEATS_LOCK_NAMESPACE = 7_303;

/**
 * Takes the show's seat lock alone, for the rest of the transaction, across every API process: for what changes the
 * show or its seats as a whole (layout save, show change or cancellation, a booking's cancellation). It waits for
 * the holds and payments in flight on the show (`shareShowSeats`) and they wait for it.
 */
export async function lockShowSeats(trx: Transaction<Database>, showId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SEAT_LOCK_NAMESPACE}, ${showId})`.execute(trx);
}

/**
 * One statement that takes, for the rest of the transaction, what a hold, payment or release of one account needs:
 * the show's seat lock shared (holds and payments of different accounts run side by side; the seat_claims rows'
 * own locks decide a contested seat, and the seats are always written in one order, so they cannot deadlock), the
 * account's own lock (its concurrent requests, e.g. from two tabs, replace each other's hold one after the other)
 * and, when given, the lock of the client address on this show (its seat count is checked and changed by one
 * request at a time).
 */
export async function shareShowSeats(
  trx: Transaction<Database>,
  showId: number,
  userId: number,
  address?: string,
): Promise<void> {
  await (
    address === undefined
      ? sql`SELECT pg_advisory_xact_lock_shared(${SEAT_LOCK_NAMESPACE}, ${showId}), pg_advisory_xact_lock(${ACCOUNT_SEATS_LOCK_NAMESPACE}, ${userId})`
      : sql`SELECT pg_advisory_xact_lock_shared(${SEAT_LOCK_NAMESPACE}, ${showId}), pg_advisory_xact_lock(${ACCOUNT_SEATS_LOCK_NAMESPACE}, ${userId}),
        pg_advisory_xact_lock(${ADDRESS_SEATS_LOCK_NAMESPACE}, hashtext(${`${showId}@${address}`}))`
  ).execute(trx);
}
