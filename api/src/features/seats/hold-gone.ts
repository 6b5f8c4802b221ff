import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { mailDate, mailTime } from '../notifications/booking-mail.js';
import type { ShowDetails } from './shows.js';
import type { HoldGone, HoldShow } from './schemas.js';

export const HOLD_EXPIRED = 'Seat hold expired. Please select your seats again.';

function holdShow(
  show: Pick<ShowDetails, 'id' | 'movieId' | 'movieTitle' | 'theaterName' | 'showDate' | 'startTime'>,
): HoldShow {
  return {
    slotId: show.id,
    movieId: show.movieId,
    movieTitle: show.movieTitle,
    theaterName: show.theaterName,
    showDate: show.showDate,
    startTime: show.startTime,
  };
}

/** "Monsoon Heist, Sat 21 Nov 2026 at 6:30 PM": the show as the booking e-mail names it, on the cinema's clock. */
function describeShow(show: HoldShow): string {
  return `${show.movieTitle}, ${mailDate(show.showDate)} at ${mailTime(show.startTime)}`;
}

export function replacedMessage(released: HoldShow, current: HoldShow): string {
  return `Your seats for ${describeShow(released)} were released when you chose seats for ${describeShow(current)}.`;
}

/**
 * Why the caller holds nothing on `show`, from the database alone (so it is true whichever tab or device asks):
 * a hold that ran out stays in `seat_claims` until it is swept or taken, so such a row means `expired`; otherwise,
 * when the caller holds seats on as many other shows as an account may (`maxShows`, 0: no such rule), the newest of
 * those holds released this one (`replaced`); anything else reads as `expired`.
 */
export async function whyHoldIsGone(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  show: ShowDetails,
  maxShows: number,
  now: Date,
): Promise<HoldGone> {
  const lapsed = await db
    .selectFrom('seat_claims')
    .select('seat_number')
    .where('show_id', '=', show.id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'HOLD')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  if (lapsed || maxShows <= 0) return { reason: 'expired' };
  const others = await db
    .selectFrom('seat_claims')
    .innerJoin('shows', 'shows.id', 'seat_claims.show_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'shows.id',
      'movies.id as movieId',
      'movies.title as movieTitle',
      'theaters.name as theaterName',
      'shows.show_date as showDate',
      'shows.start_time as startTime',
    ])
    .select((eb) => eb.fn.max('seat_claims.expires_at').as('endsAt'))
    .where('seat_claims.user_id', '=', userId)
    .where('seat_claims.kind', '=', 'HOLD')
    .where('seat_claims.expires_at', '>', now)
    .where('seat_claims.show_id', '!=', show.id)
    .groupBy(['shows.id', 'movies.id', 'movies.title', 'theaters.name', 'shows.show_date', 'shows.start_time'])
    .orderBy('endsAt', 'desc')
    .orderBy('shows.id', 'desc')
    .execute();
  if (others.length < maxShows) return { reason: 'expired' };
  return { reason: 'replaced', releasedShow: holdShow(show), currentShow: holdShow(others[0]) };
}

/** The 409 a payment answers when the caller holds nothing on the show: the reason, and both shows when replaced. */
export function holdGoneError(gone: HoldGone): ApiError {
  const message =
    gone.reason === 'replaced' && gone.releasedShow && gone.currentShow
      ? replacedMessage(gone.releasedShow, gone.currentShow)
      : HOLD_EXPIRED;
  return new ApiError(409, message, { details: { ...gone } });
}
