import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { toLocal } from '../../../lib/cinema-time.js';
import { overlaps, type PlannedSlot } from './plan-schedule.js';
import type { ScheduleScreen } from './screen-for.js';
import type { ScheduleProblem } from './schemas.js';

const MINUTE_MS = 60_000;

function clock(instant: Date, timeZone: string): string {
  return toLocal(instant, timeZone).time;
}

/**
 * What keeps each planned show off the screen: starting in the past, overlapping a live show of the screen, or
 * overlapping an earlier show of the same request — each span being start to end plus the cinema's cleaning gap.
 * `exceptShowId`: the show being moved (it does not clash with itself).
 */
export async function scheduleProblems(
  db: Kysely<Database>,
  screen: ScheduleScreen,
  slots: PlannedSlot[],
  now: Date,
  exceptShowId?: number,
): Promise<ScheduleProblem[]> {
  if (slots.length === 0) return [];
  const gap = screen.cleaningMinutes;
  const first = Math.min(...slots.map((slot) => slot.startsAt.getTime()));
  const last = Math.max(...slots.map((slot) => slot.endsAt.getTime()));
  const existing = await db
    .selectFrom('shows')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select(['shows.id', 'shows.show_date', 'shows.starts_at', 'shows.ends_at', 'movies.title'])
    .where('shows.screen_id', '=', screen.id)
    .where('shows.cancelled_at', 'is', null)
    .where('shows.starts_at', '<', new Date(last + gap * MINUTE_MS))
    .where('shows.ends_at', '>', new Date(first - gap * MINUTE_MS))
    .$if(exceptShowId !== undefined, (qb) => qb.where('shows.id', '<>', exceptShowId!))
    .orderBy('shows.starts_at')
    .execute();

  const problems: ScheduleProblem[] = [];
  const tz = screen.timeZone;
  for (const [index, slot] of slots.entries()) {
    const at = { showDate: slot.showDate, startTime: slot.startTime };
    if (slot.startsAt.getTime() <= now.getTime()) {
      problems.push({ kind: 'past', ...at, message: `${slot.startTime} on ${slot.showDate} is in the past` });
      continue;
    }
    const show = existing.find((row) => overlaps(slot, { startsAt: row.starts_at, endsAt: row.ends_at }, gap));
    if (show) {
      problems.push({
        kind: 'clash',
        ...at,
        message:
          `${slot.startTime} on ${slot.showDate} clashes with show ${show.id} “${show.title}” on ${screen.name}, ` +
          `${show.show_date} ${clock(show.starts_at, tz)}–${clock(show.ends_at, tz)} (plus ${gap} min cleaning)`,
      });
      continue;
    }
    const earlier = slots.slice(0, index).find((other) => overlaps(slot, other, gap));
    if (earlier) {
      problems.push({
        kind: 'overlap',
        ...at,
        message:
          `${slot.startTime} on ${slot.showDate} overlaps ${earlier.startTime} on ${earlier.showDate} of this schedule ` +
          `(which runs until ${clock(earlier.endsAt, tz)}, plus ${gap} min cleaning)`,
      });
    }
  }
  return problems;
}
