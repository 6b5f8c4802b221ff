import { sql } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import { inTransaction } from '../../../db/transaction.js';
import { conflict, notFound } from '../../../http/errors.js';
import { lockShowSeats } from '../../seats/shows.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { showCancelledPayload } from '../../seat-events/seat-changes.js';
import { assertCanActFor, type BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { cancelBooking } from '../bookings/cancel-booking.js';
import { backOfficeShow } from './list-shows.js';
import { SHOW_NOT_FOUND, type BackOfficeShow } from './schemas.js';

export interface CancelShowResult {
  show: BackOfficeShow;
  refundedBookings: number;
  refundedPaise: number;
}

/**
 * Cancels a show in one transaction: it leaves the site, every paid booking is cancelled with its full total
 * refunded (mock) and its customer e-mailed the amount, and every seat (holds and bookings) is free. After commit
 * the caches drop it and viewers of its live seat map (on every API process) are told it was cancelled.
 */
export async function cancelShow(
  ctx: AppContext,
  user: BackOfficeUser,
  showId: number,
  reason: string,
): Promise<CancelShowResult> {
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const show = await trx
      .selectFrom('shows')
      .select(['id', 'theater_id', 'movie_id', 'show_date', 'start_time', 'ends_at', 'cancelled_at'])
      .where('id', '=', showId)
      .forUpdate()
      .executeTakeFirst();
    if (!show) throw notFound(SHOW_NOT_FOUND);
    assertCanActFor(user, show.theater_id, SHOW_NOT_FOUND);
    await lockShowSeats(trx, show.id);
    const now = ctx.now();
    if (show.cancelled_at) throw conflict('This show is already cancelled.');
    if (show.ends_at.getTime() <= now.getTime())
      throw conflict('This show has already ended: it can no longer be cancelled.');

    await trx
      .updateTable('shows')
      .set({ cancelled_at: now, cancel_reason: reason.trim() })
      .where('id', '=', show.id)
      .execute();
    const bookings = await trx
      .selectFrom('bookings')
      .select(['id', 'total_paise'])
      .where('show_id', '=', show.id)
      .where('status', '=', 'CONFIRMED')
      .orderBy('id')
      .execute();
    const refunds = [];
    for (const booking of bookings) {
      refunds.push(
        await cancelBooking(trx, ctx, {
          bookingId: booking.id,
          refundPaise: booking.total_paise,
          actorId: user.id,
          reason: reason.trim(),
          now,
        }),
      );
    }
    // Holds of customers still choosing or paying.
    await trx.deleteFrom('seat_claims').where('show_id', '=', show.id).execute();
    await sql`SELECT pg_notify('seat_changes_' || current_schema(), ${showCancelledPayload(show.id)})`.execute(trx);
    const refundedPaise = refunds.reduce((sum, refund) => sum + refund.refundPaise, 0);
    await recordAudit(trx, user, {
      action: 'cancel',
      entity: 'show',
      entityId: show.id,
      theaterId: show.theater_id,
      before: { status: 'live', showDate: show.show_date, startTime: show.start_time },
      after: {
        status: 'cancelled',
        reason: reason.trim(),
        refundedBookings: refunds.length,
        refundedPaise,
        bookings: refunds.map((refund) => ({ reference: refund.reference, refundPaise: refund.refundPaise })),
      },
    });
    return { movieId: show.movie_id, refundedBookings: refunds.length, refundedPaise };
  });
  const caches = cacheInvalidationFor(ctx);
  caches.invalidateShow(showId);
  caches.invalidateMovie(outcome.movieId);
  ctx.mail.kick();
  return {
    show: await backOfficeShow(ctx, ctx.db, showId),
    refundedBookings: outcome.refundedBookings,
    refundedPaise: outcome.refundedPaise,
  };
}
