import type { AppContext } from '../../../app-context.js';
import { inTransaction } from '../../../db/transaction.js';
import { ApiError, conflict } from '../../../http/errors.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { queueOnSaleAlerts } from '../../browse/on-sale-alerts.js';
import type { BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { scheduleProblems } from './clashes.js';
import { movieForScheduling } from './movie-for.js';
import { planSchedule, type PlannedSlot } from './plan-schedule.js';
import { screenFor } from './screen-for.js';
import { lockScreenSchedule } from './screen-lock.js';
import { pricesObject, showPrices } from './show-prices.js';
import type { ScheduleBody, ScheduleProblem, ScheduleResult } from './schemas.js';

/** The refusal of a schedule with problems: the first few named in the message, every one in `problems`. */
function refusal(problems: ScheduleProblem[]): ApiError {
  const shown = problems.slice(0, 3).map((problem) => problem.message);
  const more = problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : '';
  // Clashes with shows already on the screen are a conflict with the schedule; anything else is the request's own fault.
  const status = problems.every((problem) => problem.kind === 'clash') ? 409 : 400;
  return new ApiError(status, `Nothing was scheduled: ${shown.join('; ')}${more}.`, { details: { problems } });
}

/**
 * Schedules a movie on a screen at a set of times on every chosen day of a date range, in one transaction: all
 * the shows or none. A dry run answers the same preview and problems and creates nothing.
 */
export async function scheduleShows(
  ctx: AppContext,
  user: BackOfficeUser,
  body: ScheduleBody,
  dryRun: boolean,
): Promise<ScheduleResult> {
  const screen = await screenFor(ctx.db, user, body.screenId);
  const movie = await movieForScheduling(ctx.db, body.movieId);
  const prices = showPrices(screen, body.pricesPaise);
  const plan = planSchedule(body, screen.timeZone, movie.runtimeMinutes);
  const describe = (
    slots: (PlannedSlot & { id?: number })[],
    problems: ScheduleProblem[],
    created: number,
  ): ScheduleResult => ({
    dryRun,
    created,
    movie,
    screen: {
      id: screen.id,
      name: screen.name,
      theaterId: screen.theaterId,
      theaterName: screen.theaterName,
      timeZone: screen.timeZone,
      cleaningMinutes: screen.cleaningMinutes,
    },
    shows: slots.map((slot) => ({
      ...(slot.id === undefined ? {} : { id: slot.id }),
      showDate: slot.showDate,
      startTime: slot.startTime,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      pricesPaise: pricesObject(prices),
    })),
    problems,
  });

  if (dryRun) {
    const problems = [...plan.problems, ...(await scheduleProblems(ctx.db, screen, plan.slots, ctx.now()))];
    return describe(plan.slots, problems, 0);
  }
  if (plan.problems.length > 0) throw refusal(plan.problems);

  const created = await inTransaction(ctx.db, async (trx) => {
    await lockScreenSchedule(trx, screen.id);
    // The plan's ends were worked out from the film's running time: a change of it committed since is not missed
    // (and one under way waits for these shows, so it moves them too).
    const film = await trx
      .selectFrom('movies')
      .select('duration_minutes')
      .where('id', '=', movie.id)
      .forShare()
      .executeTakeFirstOrThrow();
    if (film.duration_minutes !== movie.runtimeMinutes) {
      throw conflict(
        `The running time of “${movie.title}” changed to ${film.duration_minutes} min meanwhile: preview the schedule again.`,
      );
    }
    const problems = await scheduleProblems(trx, screen, plan.slots, ctx.now());
    if (problems.length > 0) throw refusal(problems);
    const rows = await trx
      .insertInto('shows')
      .values(
        plan.slots.map((slot) => ({
          movie_id: movie.id,
          theater_id: screen.theaterId,
          screen_id: screen.id,
          show_date: slot.showDate,
          start_time: slot.startTime,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          format: body.format,
          audio_language: body.audioLanguage.trim(),
          subtitles: body.subtitles?.trim() ?? null,
        })),
      )
      .returning(['id', 'starts_at'])
      .execute();
    const ids = rows.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime()).map((row) => row.id);
    await trx
      .insertInto('show_prices')
      .values(
        ids.flatMap((showId) => [...prices].map(([tier, price]) => ({ show_id: showId, tier, price_paise: price }))),
      )
      .execute();
    await recordAudit(trx, user, {
      action: 'schedule',
      entity: 'show',
      entityId: ids.length === 1 ? ids[0] : null,
      theaterId: screen.theaterId,
      before: null,
      after: {
        showIds: ids,
        movieId: movie.id,
        screenId: screen.id,
        format: body.format,
        audioLanguage: body.audioLanguage.trim(),
        subtitles: body.subtitles?.trim() ?? null,
        fromDate: body.fromDate,
        toDate: body.toDate,
        times: body.times,
        weekdays: body.weekdays ?? null,
        pricesPaise: pricesObject(prices),
      },
    });
    const alerted = await queueOnSaleAlerts(trx, ctx.now(), [movie.id]);
    return { shows: plan.slots.map((slot, index) => ({ ...slot, id: ids[index] })), alerted };
  });
  cacheInvalidationFor(ctx).invalidateMovie(movie.id);
  if (created.alerted > 0) ctx.mail.kick();
  return describe(created.shows, [], created.shows.length);
}
