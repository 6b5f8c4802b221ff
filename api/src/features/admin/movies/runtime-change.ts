import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../http/errors.js';
import { toLocal } from '../../../lib/cinema-time.js';
import type { BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { overlaps } from '../shows/plan-schedule.js';
import { lockScreenSchedule } from '../shows/screen-lock.js';

const MINUTE_MS = 60_000;
/** How many clashes a refusal names before it counts the rest. */
const NAMED_CLASHES = 5;

interface ScreenShow {
  id: number;
  movie_id: number;
  title: string;
  theater_id: number;
  screen_id: number;
  screen: string;
  time_zone: string;
  cleaning_minutes: number;
  show_date: string;
  start_time: string;
  starts_at: Date;
  ends_at: Date;
}

function futureShowsOf(trx: Transaction<Database>, movieId: number, now: Date) {
  return trx
    .selectFrom('shows')
    .select(['id', 'screen_id'])
    .where('movie_id', '=', movieId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '>', now)
    .orderBy('id')
    .execute();
}

/** Every live show still running or ahead on these screens, with what a clash message names. */
function liveShowsOn(trx: Transaction<Database>, screenIds: number[], now: Date): Promise<ScreenShow[]> {
  return trx
    .selectFrom('shows')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .innerJoin('screens', 'screens.id', 'shows.screen_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select([
      'shows.id',
      'shows.movie_id',
      'movies.title',
      'shows.theater_id',
      'shows.screen_id',
      'screens.name as screen',
      'theaters.time_zone',
      'theaters.cleaning_minutes',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
      'shows.ends_at',
    ])
    .where('shows.screen_id', 'in', screenIds)
    .where('shows.cancelled_at', 'is', null)
    .where('shows.ends_at', '>', now)
    .orderBy('shows.starts_at')
    .execute();
}

const clock = (instant: Date, timeZone: string) => toLocal(instant, timeZone).time;

/**
 * A film's running time changed: each of its live shows still ahead now ends at its start + the new running time.
 * Refused (409, naming every clash) when a show would then run, with the cinema's cleaning gap, into another show of
 * its screen. The screens' schedules are locked first, so no show is scheduled beside them meanwhile. Each cinema's
 * audit log records its shows' old and new ends. Answers the ids of the shows that moved.
 */
export async function followRuntime(
  trx: Transaction<Database>,
  actor: BackOfficeUser,
  movie: { id: number },
  runtimeMinutes: number,
  now: Date,
): Promise<number[]> {
  // Lock every screen the film plays on ahead, in one order; a show scheduled meanwhile on another screen is found
  // by the next look, until the screens stop changing.
  const locked = new Set<number>();
  let ahead = await futureShowsOf(trx, movie.id, now);
  for (;;) {
    const screens = [...new Set(ahead.map((show) => show.screen_id))]
      .filter((id) => !locked.has(id))
      .sort((a, b) => a - b);
    if (screens.length === 0) break;
    for (const screenId of screens) {
      await lockScreenSchedule(trx, screenId);
      locked.add(screenId);
    }
    ahead = await futureShowsOf(trx, movie.id, now);
  }
  if (ahead.length === 0) return [];

  const moving = new Set(ahead.map((show) => show.id));
  const onScreens = await liveShowsOn(trx, [...locked], now);
  const span = (show: ScreenShow) => ({
    startsAt: show.starts_at,
    endsAt: moving.has(show.id) ? new Date(show.starts_at.getTime() + runtimeMinutes * MINUTE_MS) : show.ends_at,
  });
  const clashes: string[] = [];
  for (const show of onScreens.filter((row) => moving.has(row.id))) {
    const next = onScreens.find(
      (other) =>
        other.id !== show.id &&
        other.screen_id === show.screen_id &&
        other.starts_at > show.starts_at &&
        overlaps(span(show), span(other), show.cleaning_minutes),
    );
    if (!next) continue;
    const tz = show.time_zone;
    clashes.push(
      `show ${show.id} on ${show.screen}, ${show.show_date} ${show.start_time}–${clock(span(show).endsAt, tz)}, ` +
        `clashes with show ${next.id} “${next.title}” on ${next.screen}, ${next.show_date} ${clock(next.starts_at, tz)}–${clock(span(next).endsAt, tz)} ` +
        `(plus ${show.cleaning_minutes} min cleaning)`,
    );
  }
  if (clashes.length > 0) {
    const named = clashes.slice(0, NAMED_CLASHES).join('; ');
    const more = clashes.length > NAMED_CLASHES ? `; and ${clashes.length - NAMED_CLASHES} more` : '';
    throw conflict(
      `The running time was not changed: at ${runtimeMinutes} min, ${named}${more}. Move or cancel those shows first.`,
    );
  }

  const moved = onScreens.filter((row) => moving.has(row.id));
  await trx
    .updateTable('shows')
    .set({ ends_at: sql<Date>`starts_at + make_interval(mins => ${runtimeMinutes})` })
    .where('id', 'in', [...moving])
    .execute();
  for (const theaterId of [...new Set(moved.map((show) => show.theater_id))]) {
    const shows = moved.filter((show) => show.theater_id === theaterId);
    await recordAudit(trx, actor, {
      action: 'runtime',
      entity: 'show',
      entityId: shows.length === 1 ? shows[0].id : null,
      theaterId,
      before: { movieId: movie.id, shows: shows.map((show) => ({ id: show.id, endsAt: show.ends_at.toISOString() })) },
      after: {
        movieId: movie.id,
        runtimeMinutes,
        shows: shows.map((show) => ({ id: show.id, endsAt: span(show).endsAt.toISOString() })),
      },
    });
  }
  return [...moving];
}
