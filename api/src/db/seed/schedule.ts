import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toInstant, toLocal } from '../../lib/cinema-time.js';
import { SCHEDULE_DAYS_AHEAD, screenTimetables } from './theaters.js';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * Keeps shows scheduled from today through today + 7 (cinema time), so the demo never runs dry.
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
    const [movies, theaters, scheduledDates] = await Promise.all([
      this.db.selectFrom('movies').select('id').where('now_showing', '=', true).orderBy('id').execute(),
      this.db.selectFrom('theaters').select('id').orderBy('id').execute(),
      this.db.selectFrom('shows').select('show_date').distinct()
        .where('show_date', '>=', today).where('show_date', '<=', through).execute(),
    ]);
    const alreadyScheduled = new Set(scheduledDates.map((row) => row.show_date));
    const rows = [];
    if (movies.length > 0 && theaters.length > 0) {
      for (let date = today; date <= through; date = addDays(date, 1)) {
        if (alreadyScheduled.has(date)) continue;
        for (const [theaterIndex, theater] of theaters.entries()) {
          for (const [screen, times] of screenTimetables.entries()) {
            // Rotating by day spreads every film over theatres and screens across the week.
            const movie = movies[(theaterIndex * screenTimetables.length + screen + dayNumber(date)) % movies.length];
            for (const time of times) {
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
