import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toInstant, toLocal } from '../../lib/cinema-time.js';
import { SCHEDULE_DAYS_AHEAD, screenTimetables } from './theaters.js';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * Keeps shows scheduled from today through today + 7 (cinema time) at every theatre, so the demo never runs dry:
 * with the seed's 11 theatres in 5 cities, every film now showing plays each day at about 8 of them.
 * Inserts are idempotent (unique theatre/screen/date/time), so several API processes may race here safely.
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
    const [movies, theaters, scheduled] = await Promise.all([
      this.db.selectFrom('movies').select('id').where('now_showing', '=', true).orderBy('id').execute(),
      this.db.selectFrom('theaters').select('id').orderBy('id').execute(),
      this.db.selectFrom('shows').select(['show_date', 'theater_id']).distinct()
        .where('show_date', '>=', today).where('show_date', '<=', through).execute(),
    ]);
    // A theatre's day is scheduled once; a theatre added later gets its days from the next start on.
    const alreadyScheduled = new Set(scheduled.map((row) => `${row.show_date}/${row.theater_id}`));
    const showsPerTheater = screenTimetables.reduce((count, times) => count + times.length, 0);
    const rows = [];
    if (movies.length > 0) {
      for (let date = today; date <= through; date = addDays(date, 1)) {
        for (const [theaterIndex, theater] of theaters.entries()) {
          if (alreadyScheduled.has(`${date}/${theater.id}`)) continue;
          let show = 0;
          for (const [screen, times] of screenTimetables.entries()) {
            for (const time of times) {
              // A theatre's day is a run of different films (12, or the whole catalogue if smaller), the next theatre
              // runs the next ones, and every day the runs move on by one: each film plays at most theatres every day.
              const movie = movies[(theaterIndex * showsPerTheater + show + dayNumber(date)) % movies.length];
              show += 1;
              rows.push({
                movie_id: movie.id,
                theater_id: theater.id,
                screen: screen + 1,
                show_date: date,
                start_time: time,
                starts_at: toInstant({ date, time }, this.timeZone),
              });
            }
          }
        }
      }
    }
    if (rows.length > 0) {
      await this.db.insertInto('shows').values(rows)
        .onConflict((conflict) => conflict.columns(['theater_id', 'screen', 'show_date', 'start_time']).doNothing())
        .execute();
    }
    this.scheduledThrough = through;
  }
}
