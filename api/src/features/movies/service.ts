import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { MovieRow } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { addDays, toInstant, toIsoWithOffset, toLocal } from '../../lib/cinema-time.js';
import { paiseToRupees } from '../../lib/money.js';
import type { Movie, Slot } from './schemas.js';
import { thumbnailUrl } from './poster-urls.js';
import { ratingOf } from '../reviews/rating.js';

export const MOVIE_NOT_FOUND = 'Movie not found';

export function toMovie(row: MovieRow, publicUrl: string): Movie {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: thumbnailUrl(publicUrl, row),
    trailer: row.trailer,
    duration: row.duration_minutes,
    certification: row.certification,
    language: row.languages.length > 0 ? row.languages.join(', ') : null,
    genre: row.genres.join(', '),
    releaseDate: row.release_date,
    rating: ratingOf(row),
  };
}

/** A view of the catalogue and the instant it next changes by itself (a show starting, a new day scheduled). */
export interface TimedView<T> {
  value: T;
  changesAt: Date;
}

export function createMovieService(ctx: AppContext) {
  const { db, config } = ctx;
  const moviesNewestFirst = () =>
    db
      .selectFrom('movies')
      .selectAll()
      .orderBy(sql`release_date DESC NULLS LAST`)
      .orderBy('id', 'desc');

  return {
    /** The catalogue: every film not archived (an archived film is still listed by `recent` while its shows last). */
    async all(): Promise<Movie[]> {
      const rows = await moviesNewestFirst().where('archived_at', 'is', null).execute();
      return rows.map((row) => toMovie(row, config.publicUrl));
    },

    /** The cinema's next local midnight, when the scheduler adds a day of shows. */
    nextScheduleDay(now: Date): Date {
      const today = toLocal(now, config.cinemaTimeZone).date;
      return toInstant({ date: addDays(today, 1), time: '00:00' }, config.cinemaTimeZone);
    },

    /** Movies with at least one show still ahead; the list changes when one of them has its last show start. */
    async recent(): Promise<TimedView<Movie[]>> {
      await ctx.scheduler?.ensureAhead();
      const now = ctx.now();
      const rows = await moviesNewestFirst()
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('shows')
              .select((inner) => ['shows.movie_id', inner.fn.max('shows.starts_at').as('last_start')])
              .where('shows.starts_at', '>', now)
              .where('shows.cancelled_at', 'is', null)
              .groupBy('shows.movie_id')
              .as('ahead'),
          (join) => join.onRef('ahead.movie_id', '=', 'movies.id'),
        )
        .select('ahead.last_start')
        .execute();
      const changesAt = rows.reduce(
        (soonest, row) => (row.last_start < soonest ? row.last_start : soonest),
        this.nextScheduleDay(now),
      );
      return { value: rows.map((row) => toMovie(row, config.publicUrl)), changesAt };
    },

    async findRow(id: number): Promise<MovieRow> {
      const row = await db.selectFrom('movies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(MOVIE_NOT_FOUND);
      return row;
    },

    /**
     * The movie with its shows still ahead, each with its cinema (id, city, facilities), format, languages, price
     * range and seat counts, in one query; the list
     * changes by itself when the first of them starts.
     */
    async withSlots(id: number): Promise<TimedView<Movie & { slots: Slot[] }>> {
      const row = await this.findRow(id);
      await ctx.scheduler?.ensureAhead();
      const now = ctx.now();
      const shows = await db
        .selectFrom('shows')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('screen_seats')
              .select((inner) => ['screen_id', inner.fn.countAll().as('seats')])
              .groupBy('screen_id')
              .as('capacity'),
          (join) => join.onRef('capacity.screen_id', '=', 'shows.screen_id'),
        )
        .select([
          'shows.id',
          'shows.show_date',
          'shows.start_time',
          'shows.starts_at',
          'theaters.name',
          'theaters.location',
          'theaters.city',
          'theaters.time_zone',
        ])
        .select(['theaters.cancel_cutoff_minutes', 'theaters.cancel_refund_percent', 'theaters.facilities'])
        .select(['shows.theater_id', 'shows.format', 'shows.audio_language', 'shows.subtitles'])
        .select('capacity.seats as total_seats')
        .select((eb) => [
          eb
            .selectFrom('seat_claims')
            .select((inner) => inner.fn.countAll().as('taken'))
            .whereRef('seat_claims.show_id', '=', 'shows.id')
            .where((inner) =>
              inner.or([inner('seat_claims.kind', '=', 'BOOKED'), inner('seat_claims.expires_at', '>', now)]),
            )
            .as('taken_seats'),
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
        .where('shows.movie_id', '=', id)
        .where('shows.starts_at', '>', now)
        .where('shows.cancelled_at', 'is', null)
        .orderBy('shows.show_date')
        .orderBy('shows.start_time')
        .orderBy('theaters.name')
        .execute();
      const changesAt = shows.reduce(
        (soonest, show) => (show.starts_at < soonest ? show.starts_at : soonest),
        this.nextScheduleDay(now),
      );
      return {
        changesAt,
        value: {
          ...toMovie(row, config.publicUrl),
          slots: shows.map((show) => {
            const totalSeats = Number(show.total_seats ?? 0);
            return {
              slotId: show.id,
              id: show.id,
              showDate: show.show_date,
              startTime: show.start_time,
              startsAt: toIsoWithOffset({ date: show.show_date, time: show.start_time }, show.time_zone),
              theaterName: show.name,
              location: show.location,
              city: show.city,
              totalSeats,
              availableSeats: Math.max(0, totalSeats - Number(show.taken_seats ?? 0)),
              cancellationPolicy: {
                cutoffMinutes: show.cancel_cutoff_minutes,
                refundPercent: show.cancel_refund_percent,
              },
              cinemaId: show.theater_id,
              facilities: show.facilities,
              format: show.format,
              audioLanguage: show.audio_language,
              subtitles: show.subtitles,
              minPrice: show.min_paise === null ? null : paiseToRupees(Number(show.min_paise)),
              maxPrice: show.max_paise === null ? null : paiseToRupees(Number(show.max_paise)),
            };
          }),
        },
      };
    },
  };
}

export type MovieService = ReturnType<typeof createMovieService>;
