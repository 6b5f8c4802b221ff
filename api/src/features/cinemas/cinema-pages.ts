import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { addDays, toInstant, toIsoWithOffset, toLocal } from '../../lib/cinema-time.js';
import { paiseToRupees } from '../../lib/money.js';
import { toMovie } from '../movies/service.js';
import type { TimedView } from '../movies/service.js';
import { accessibilityOf } from './accessibility.js';
import { mapSearchUrl } from './map-link.js';
import type { CinemaFilm, CinemaPage, CinemaSummary } from './schemas.js';

export const CINEMA_NOT_FOUND = 'Cinema not found. It may have closed, or the link may be wrong.';

/** Days of shows a cinema page lists: today and the 13 after it (cinema time). */
export const CINEMA_PAGE_DAYS = 14;

/**
 * Cinemas customers may see: those with at least one screen. A cinema the back office has only just added, with no
 * screen yet, has nothing to show or sell and stays hidden (its page is a 404).
 */
function publicCinemas(db: Kysely<Database>) {
  return db
    .selectFrom('theaters')
    .select([
      'theaters.id',
      'theaters.name',
      'theaters.city',
      'theaters.location',
      'theaters.facilities',
      'theaters.time_zone',
    ])
    .select(['theaters.cancel_cutoff_minutes', 'theaters.cancel_refund_percent'])
    .where((eb) =>
      eb.exists(eb.selectFrom('screens').select('screens.id').whereRef('screens.theater_id', '=', 'theaters.id')),
    );
}

type CinemaRow = Awaited<ReturnType<ReturnType<typeof publicCinemas>['executeTakeFirstOrThrow']>>;

function toSummary(row: CinemaRow): CinemaSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.location,
    mapUrl: mapSearchUrl(row.name, row.location, row.city),
    facilities: row.facilities,
  };
}

const rupees = (paise: number | string | null) => (paise === null ? null : paiseToRupees(Number(paise)));

export function createCinemaPages(ctx: AppContext) {
  const { db, config } = ctx;

  return {
    /** The cinemas customers may see, by city then name. */
    async all(): Promise<CinemaSummary[]> {
      return (await publicCinemas(db).orderBy('theaters.city').orderBy('theaters.name').execute()).map(toSummary);
    },

    /**
     * A cinema's page: its facts, accessibility, cancellation policy and every film's shows still ahead from today
     * through CINEMA_PAGE_DAYS days (cinema time). The page changes by itself when its next show starts or at the
     * cinema's next midnight (a new day comes into reach).
     */
    async page(id: number): Promise<TimedView<CinemaPage>> {
      const cinema = await publicCinemas(db).where('theaters.id', '=', id).executeTakeFirst();
      if (!cinema) throw notFound(CINEMA_NOT_FOUND);
      await ctx.scheduler?.ensureAhead();
      const now = ctx.now();
      const today = toLocal(now, cinema.time_zone).date;
      const lastDay = addDays(today, CINEMA_PAGE_DAYS - 1);

      const [screens, shows] = await Promise.all([
        db
          .selectFrom('screens')
          .leftJoin('screen_seats', 'screen_seats.screen_id', 'screens.id')
          .select('screens.id')
          .select(
            sql<string>`count(screen_seats.seat_number) FILTER (WHERE screen_seats.kind = 'wheelchair')`.as(
              'wheelchair',
            ),
          )
          .select(
            sql<string>`count(screen_seats.seat_number) FILTER (WHERE screen_seats.kind = 'companion')`.as('companion'),
          )
          .where('screens.theater_id', '=', id)
          .groupBy('screens.id')
          .execute(),
        db
          .selectFrom('shows')
          .innerJoin('screens', 'screens.id', 'shows.screen_id')
          .select([
            'shows.id',
            'shows.movie_id',
            'shows.show_date',
            'shows.start_time',
            'shows.starts_at',
            'shows.format',
            'shows.audio_language',
            'shows.subtitles',
          ])
          .select('screens.name as screen_name')
          .select((eb) => [
            eb
              .selectFrom('show_prices')
              .select((inner) => inner.fn.min('show_prices.price_paise').as('min'))
              .whereRef('show_prices.show_id', '=', 'shows.id')
              .as('min_paise'),
            eb
              .selectFrom('show_prices')
              .select((inner) => inner.fn.max('show_prices.price_paise').as('max'))
              .whereRef('show_prices.show_id', '=', 'shows.id')
              .as('max_paise'),
          ])
          .where('shows.theater_id', '=', id)
          .where('shows.starts_at', '>', now)
          .where('shows.cancelled_at', 'is', null)
          .where('shows.show_date', '<=', lastDay)
          .orderBy('shows.show_date')
          .orderBy('shows.start_time')
          .orderBy('screens.name')
          .execute(),
      ]);
      const movieIds = [...new Set(shows.map((show) => show.movie_id))];
      const movies =
        movieIds.length === 0 ? [] : await db.selectFrom('movies').selectAll().where('id', 'in', movieIds).execute();

      const films = new Map<number, CinemaFilm>(
        movies.map((row) => {
          const {
            id: movieId,
            title,
            thumbnail,
            duration,
            certification,
            language,
            genre,
          } = toMovie(row, config.publicUrl);
          return [movieId, { id: movieId, title, thumbnail, duration, certification, language, genre, shows: [] }];
        }),
      );
      for (const show of shows) {
        films.get(show.movie_id)?.shows.push({
          slotId: show.id,
          id: show.id,
          showDate: show.show_date,
          startTime: show.start_time,
          startsAt: toIsoWithOffset({ date: show.show_date, time: show.start_time }, cinema.time_zone),
          screenName: show.screen_name,
          format: show.format,
          audioLanguage: show.audio_language,
          subtitles: show.subtitles,
          minPrice: rupees(show.min_paise),
          maxPrice: rupees(show.max_paise),
        });
      }

      const nextMidnight = toInstant({ date: addDays(today, 1), time: '00:00' }, cinema.time_zone);
      const changesAt = shows.reduce(
        (soonest, show) => (show.starts_at < soonest ? show.starts_at : soonest),
        nextMidnight,
      );
      return {
        changesAt,
        value: {
          ...toSummary(cinema),
          timeZone: cinema.time_zone,
          accessibility: accessibilityOf(
            screens.map((screen) => ({ wheelchair: Number(screen.wheelchair), companion: Number(screen.companion) })),
            cinema.facilities,
          ),
          cancellationPolicy: {
            cutoffMinutes: cinema.cancel_cutoff_minutes,
            refundPercent: cinema.cancel_refund_percent,
          },
          showDates: [...new Set(shows.map((show) => show.show_date))],
          films: [...films.values()].sort((a, b) => a.title.localeCompare(b.title)),
        },
      };
    },
  };
}
