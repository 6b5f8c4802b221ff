import type { Insertable, Kysely } from 'kysely';
import type { Database, ShowsTable } from '../schema.js';
import { seedMovies } from './movies.js';
import { addDays, toInstant, toLocal } from '../../lib/cinema-time.js';
import { SCHEDULE_DAYS_AHEAD, screenTimetables, seedTheaters } from './theaters.js';
import { queueOnSaleAlerts } from '../../features/browse/on-sale-alerts.js';
import { showTierPrices, showVersion } from './show-versions.js';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The demo start's rolling schedule: keeps shows scheduled from today through today + 7 (cinema time) at every
 * seed cinema, so the demo never runs dry: with the seed's 11 cinemas in 5 cities, every seed film now showing plays
 * each day at about 8 of them; an archived film gets no new shows. Cinemas and films made in the back office are
 * left to their managers. The shows are written as the back office writes them (a screen, an end time, a format, an
 * audio language and subtitles as `showVersion` picks them, prices per tier: the screen's plus the format's premium).
 * Inserts are idempotent (one live show per screen and start), so several API processes may race here safely.
 */
export class ShowScheduler {
  private scheduledThrough: string | undefined;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timeZone: string,
    private readonly now: () => Date,
  ) {}

  /** Cheap when already done for today: only the first call of a local day touches the database. */
  ensureAhead(): Promise<void> {
    const today = toLocal(this.now(), this.timeZone).date;
    const through = addDays(today, SCHEDULE_DAYS_AHEAD);
    if (this.scheduledThrough !== undefined && this.scheduledThrough >= through) return Promise.resolve();
    this.pending ??= this.schedule(today, through).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async schedule(today: string, through: string): Promise<void> {
    const [movies, theaters, screens, scheduled] = await Promise.all([
      this.db
        .selectFrom('movies')
        .select(['id', 'title', 'duration_minutes', 'languages'])
        .where('archived_at', 'is', null)
        .where(
          'title',
          'in',
          seedMovies.filter((movie) => movie.nowShowing).map((movie) => movie.title),
        )
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('theaters')
        .select(['id', 'name', 'city'])
        .where(
          'name',
          'in',
          seedTheaters.map((theater) => theater.name),
        )
        .orderBy('id')
        .execute(),
      this.db.selectFrom('screens').select(['id', 'theater_id', 'name']).orderBy('theater_id').orderBy('id').execute(),
      this.db
        .selectFrom('shows')
        .select(['show_date', 'theater_id'])
        .distinct()
        .where('show_date', '>=', today)
        .where('show_date', '<=', through)
        .execute(),
    ]);
    // A theatre's day is scheduled once; a theatre added later gets its days from the next start on.
    const alreadyScheduled = new Set(scheduled.map((row) => `${row.show_date}/${row.theater_id}`));
    const showsPerTheater = screenTimetables.reduce((count, times) => count + times.length, 0);
    const rows: Insertable<ShowsTable>[] = [];
    if (movies.length > 0) {
      for (let date = today; date <= through; date = addDays(date, 1)) {
        for (const [theaterIndex, theater] of theaters.entries()) {
          if (alreadyScheduled.has(`${date}/${theater.id}`)) continue;
          const theaterScreens = screens.filter((screen) => screen.theater_id === theater.id);
          const screenFormats = seedTheaters.find((seed) => seed.name === theater.name)?.screenFormats ?? [];
          let show = 0;
          for (const [screenIndex, times] of screenTimetables.entries()) {
            const screen = theaterScreens[screenIndex];
            if (!screen) break;
            for (const time of times) {
              // A theatre's day is a run of different films (12, or the whole catalogue if smaller), the next theatre
              // runs the next ones, and every day the runs move on by one: each film plays at most theatres every day.
              const movie = movies[(theaterIndex * showsPerTheater + show + dayNumber(date)) % movies.length];
              const version = showVersion(
                { ...seedMovies.find((seed) => seed.title === movie.title), languages: movie.languages },
                { city: theater.city, screenFormats: screenFormats[screenIndex] ?? [], turn: show },
              );
              show += 1;
              const startsAt = toInstant({ date, time }, this.timeZone);
              rows.push({
                movie_id: movie.id,
                theater_id: theater.id,
                screen_id: screen.id,
                show_date: date,
                start_time: time,
                starts_at: startsAt,
                ends_at: new Date(startsAt.getTime() + movie.duration_minutes * 60_000),
                format: version.format,
                audio_language: version.audioLanguage,
                subtitles: version.subtitles,
              });
            }
          }
        }
      }
    }
    if (rows.length > 0) {
      await this.db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('shows')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['screen_id', 'starts_at']).where('cancelled_at', 'is', null).doNothing(),
          )
          .returning(['id', 'screen_id', 'format'])
          .execute();
        if (added.length === 0) return;
        const tiers = await trx
          .selectFrom('screen_tiers')
          .select(['screen_id', 'tier', 'price_paise'])
          .where('screen_id', 'in', [...new Set(added.map((show) => show.screen_id))])
          .execute();
        const prices = added.flatMap((show) =>
          showTierPrices(
            tiers.filter((tier) => tier.screen_id === show.screen_id),
            show.format,
          ).map((price) => ({ show_id: show.id, ...price })),
        );
        if (prices.length > 0) await trx.insertInto('show_prices').values(prices).execute();
        await queueOnSaleAlerts(trx, this.now(), [...new Set(rows.map((row) => row.movie_id))]);
      });
    }
    this.scheduledThrough = through;
  }
}
