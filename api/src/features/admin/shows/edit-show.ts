import type { AppContext } from '../../../app-context.js';
import type { SeatTier } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors.js';
import { lockShowSeats } from '../../seats/shows.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { assertCanActFor, type BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { scheduleProblems } from './clashes.js';
import { backOfficeShow } from './list-shows.js';
import { planSchedule } from './plan-schedule.js';
import { screenFor } from './screen-for.js';
import { lockScreenSchedule } from './screen-lock.js';
import { pricesObject, showPrices } from './show-prices.js';
import { EDIT_NOTHING_MESSAGE, SHOW_NOT_FOUND, type BackOfficeShow, type EditShowBody } from './schemas.js';

/**
 * Changes a show's time, format, audio, subtitles or prices — only while nothing of it is sold or held, so no
 * customer ever paid for (or is paying for) something else. A new time is checked for clashes like a new show.
 */
export async function editShow(
  ctx: AppContext,
  user: BackOfficeUser,
  showId: number,
  body: EditShowBody,
): Promise<BackOfficeShow> {
  if (Object.values(body).every((value) => value === undefined)) throw badRequest(EDIT_NOTHING_MESSAGE);
  const movieId = await inTransaction(ctx.db, async (trx) => {
    const found = await trx
      .selectFrom('shows')
      .select(['id', 'theater_id', 'movie_id'])
      .where('id', '=', showId)
      .executeTakeFirst();
    if (!found) throw notFound(SHOW_NOT_FOUND);
    assertCanActFor(user, found.theater_id, SHOW_NOT_FOUND);
    // Locks in the order a runtime change takes them (the film, then the screen): the film's runtime cannot change
    // under the new time's clash check, and the show is read again only once nothing else can change it.
    const movie = await trx
      .selectFrom('movies')
      .select('duration_minutes')
      .where('id', '=', found.movie_id)
      .forShare()
      .executeTakeFirstOrThrow();
    const show = await trx
      .selectFrom('shows')
      .select([
        'id',
        'theater_id',
        'screen_id',
        'movie_id',
        'show_date',
        'start_time',
        'starts_at',
        'format',
        'audio_language',
        'subtitles',
        'cancelled_at',
      ])
      .where('id', '=', showId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const screen = await screenFor(trx, user, show.screen_id);
    await lockScreenSchedule(trx, show.screen_id);
    await lockShowSeats(trx, show.id);
    const now = ctx.now();
    if (show.cancelled_at) throw conflict('This show has been cancelled: it can no longer be changed.');
    if (show.starts_at.getTime() <= now.getTime())
      throw conflict('This show has already started: it can no longer be changed.');

    const sold = await trx
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('show_id', '=', show.id)
      .where('status', '=', 'CONFIRMED')
      .executeTakeFirstOrThrow();
    const soldCount = Number(sold.count);
    if (soldCount > 0) {
      throw conflict(
        `Tickets of this show have been sold (${soldCount} booking${soldCount === 1 ? '' : 's'}):  its time, format, audio and prices can no longer change. Cancel it instead to refund them.`,
      );
    }
    const held = await trx
      .selectFrom('seat_claims')
      .select(['kind', 'expires_at'])
      .where('show_id', '=', show.id)
      .where((eb) => eb.or([eb('kind', '=', 'BOOKED'), eb('expires_at', '>', now)]))
      .execute();
    if (held.some((claim) => claim.kind === 'BOOKED'))
      throw conflict('Seats of this show are booked: it can no longer be changed.');
    if (held.length > 0) {
      const until = Math.max(...held.map((claim) => claim.expires_at!.getTime()));
      const minutes = Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
      throw conflict(
        `Customers are holding ${held.length} seat${held.length === 1 ? '' : 's'} of this show right now: try again once they pay or their holds end (within ${minutes} min).`,
      );
    }

    const currentPrices = await trx
      .selectFrom('show_prices')
      .select(['tier', 'price_paise'])
      .where('show_id', '=', show.id)
      .execute();
    const before = {
      showDate: show.show_date,
      startTime: show.start_time,
      format: show.format,
      audioLanguage: show.audio_language,
      subtitles: show.subtitles,
      pricesPaise: pricesObject(new Map(currentPrices.map((row) => [row.tier, row.price_paise]))),
    };
    const prices = showPrices(
      screen,
      body.pricesPaise,
      new Map<SeatTier, number>(currentPrices.map((row) => [row.tier, row.price_paise])),
    );
    const showDate = body.showDate ?? show.show_date;
    const startTime = body.startTime ?? show.start_time;
    let timing = {};
    if (showDate !== show.show_date || startTime !== show.start_time) {
      const plan = planSchedule(
        { fromDate: showDate, toDate: showDate, times: [startTime] },
        screen.timeZone,
        movie.duration_minutes,
      );
      if (plan.problems.length > 0) throw badRequest(`startTime: ${plan.problems[0].message}`);
      const [slot] = plan.slots;
      const problems = await scheduleProblems(trx, screen, [slot], now, show.id);
      if (problems.length > 0) {
        throw new ApiError(problems[0].kind === 'past' ? 400 : 409, `The show was not moved: ${problems[0].message}.`);
      }
      timing = { show_date: showDate, start_time: startTime, starts_at: slot.startsAt, ends_at: slot.endsAt };
    }
    const after = {
      showDate,
      startTime,
      format: body.format ?? show.format,
      audioLanguage: body.audioLanguage?.trim() ?? show.audio_language,
      subtitles: body.subtitles === undefined ? show.subtitles : (body.subtitles?.trim() ?? null),
      pricesPaise: pricesObject(prices),
    };
    await trx
      .updateTable('shows')
      .set({ ...timing, format: after.format, audio_language: after.audioLanguage, subtitles: after.subtitles })
      .where('id', '=', show.id)
      .execute();
    if (body.pricesPaise) {
      await trx.deleteFrom('show_prices').where('show_id', '=', show.id).execute();
      await trx
        .insertInto('show_prices')
        .values([...prices].map(([tier, price]) => ({ show_id: show.id, tier, price_paise: price })))
        .execute();
    }
    await recordAudit(trx, user, {
      action: 'update',
      entity: 'show',
      entityId: show.id,
      theaterId: show.theater_id,
      before,
      after,
    });
    return show.movie_id;
  });
  const caches = cacheInvalidationFor(ctx);
  caches.invalidateShow(showId);
  caches.invalidateMovie(movieId);
  return backOfficeShow(ctx, ctx.db, showId);
}
