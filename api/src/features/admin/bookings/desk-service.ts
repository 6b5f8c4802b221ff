import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { paiseToRupees } from '../../../lib/money.js';
import { toLocal } from '../../../lib/cinema-time.js';
import { cacheInvalidationFor } from '../../caches/invalidation.js';
import { enqueueMail } from '../../notifications/mail-queue.js';
import { lockShowSeats } from '../../seats/shows.js';
import { assertCanActFor, cinemaScope, type BackOfficeUser } from '../access.js';
import { recordAudit } from '../audit/record-audit.js';
import { BOOKING_NOT_FOUND, cancelBooking, policyRefund } from './cancel-booking.js';
import { bookingHistory } from './history.js';
import { parseSearchKey } from './search-key.js';
import type {
  BookingSearchQuery,
  BookingSearchResult,
  CancelBody,
  DeskBookingDetail,
  DeskBookingSummary,
} from './schemas.js';

export const DESK_CANCEL_REASON = 'Cancelled at the bookings desk';
const DEFAULT_PAGE_SIZE = 20;

function selectDeskBookings(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('users as customer', 'customer.id', 'bookings.user_id')
    .innerJoin('shows', 'shows.id', 'bookings.show_id')
    .innerJoin('screens', 'screens.id', 'shows.screen_id')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .innerJoin('movies', 'movies.id', 'shows.movie_id')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.status',
      'bookings.user_id',
      'bookings.seat_numbers',
      'bookings.ticket_fee_paise',
      'bookings.convenience_fee_paise',
      'bookings.total_paise',
      'bookings.card_last4',
      'bookings.created_at',
      'bookings.used_at',
      'bookings.used_by',
      'bookings.removed_at',
      'bookings.cancelled_at',
      'bookings.cancelled_by',
      'bookings.cancel_reason',
      'bookings.refund_paise',
      'bookings.refunded_at',
      'customer.name as customer_name',
      'customer.email as customer_email',
      'customer.phone as customer_phone',
      'shows.id as show_id',
      'shows.show_date',
      'shows.start_time',
      'shows.starts_at',
      'shows.ends_at',
      'shows.cancelled_at as show_cancelled_at',
      'screens.name as screen_name',
      'theaters.id as theater_id',
      'theaters.name as theater_name',
      'theaters.time_zone',
      'theaters.cancel_cutoff_minutes',
      'theaters.cancel_refund_percent',
      'movies.title',
    ]);
}

type DeskRow = Awaited<ReturnType<ReturnType<typeof selectDeskBookings>['executeTakeFirstOrThrow']>>;

function showStatus(row: DeskRow, now: Date): DeskBookingSummary['show']['status'] {
  if (row.show_cancelled_at) return 'cancelled';
  if (row.ends_at <= now) return 'ended';
  return row.starts_at <= now ? 'started' : 'upcoming';
}

function toSummary(row: DeskRow, now: Date): DeskBookingSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    customer: { id: row.user_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    show: {
      id: row.show_id,
      movieTitle: row.title,
      cinemaId: row.theater_id,
      cinemaName: row.theater_name,
      screenName: row.screen_name,
      showDate: row.show_date,
      startTime: row.start_time,
      startsAt: row.starts_at.toISOString(),
      timeZone: row.time_zone,
      status: showStatus(row, now),
    },
    seats: row.seat_numbers,
    totalPaise: row.total_paise,
    refundPaise: row.refund_paise,
    bookedAt: row.created_at.toISOString(),
    admittedAt: row.used_at?.toISOString() ?? null,
    cancelledAt:
      row.cancelled_at?.toISOString() ?? (row.status === 'CANCELLED' ? (row.removed_at?.toISOString() ?? null) : null),
  };
}

function cinemaClock(instant: Date, timeZone: string): string {
  const { date, time } = toLocal(instant, timeZone);
  return `${time} on ${date} (cinema time)`;
}

/** Why the desk may not cancel this booking now, or null when it may. */
function whyNotCancellable(
  row: Pick<DeskRow, 'reference' | 'status' | 'used_at' | 'starts_at' | 'time_zone'>,
  now: Date,
): string | null {
  if (row.status !== 'CONFIRMED') return `Booking ${row.reference} is already cancelled.`;
  if (row.used_at)
    return `Booking ${row.reference} was admitted at the door at ${cinemaClock(row.used_at, row.time_zone)}: an admitted ticket cannot be cancelled.`;
  if (row.starts_at <= now)
    return `The show of booking ${row.reference} started at ${cinemaClock(row.starts_at, row.time_zone)}: a booking for a show that has started cannot be cancelled.`;
  return null;
}

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

export function createDeskService(ctx: AppContext) {
  const { db } = ctx;
  const caches = cacheInvalidationFor(ctx);

  /** The booking if the account may see it; 404 alike for another cinema's and a missing one. */
  async function findRow(user: BackOfficeUser, bookingId: number, database: Kysely<Database> = db): Promise<DeskRow> {
    const row = await selectDeskBookings(database).where('bookings.id', '=', bookingId).executeTakeFirst();
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    assertCanActFor(user, row.theater_id, BOOKING_NOT_FOUND);
    return row;
  }

  async function detail(user: BackOfficeUser, bookingId: number): Promise<DeskBookingDetail> {
    const row = await findRow(user, bookingId);
    const now = ctx.now();
    const policy = policyRefund(row, row, now);
    const notCancellableReason = whyNotCancellable(row, now);
    const history = await bookingHistory(db, row);
    const cancelled = history.findLast((entry) => entry.kind === 'CANCELLED');
    return {
      ...toSummary(row, now),
      ticketPaise: row.ticket_fee_paise,
      convenienceFeePaise: row.convenience_fee_paise,
      cardLast4: row.card_last4,
      refundedAt: row.refunded_at?.toISOString() ?? null,
      cancelReason: row.cancel_reason,
      cancelledBy: cancelled?.actor ?? null,
      policy: {
        cutoffMinutes: row.cancel_cutoff_minutes,
        refundPercent: row.cancel_refund_percent,
        refundPaise: policy.refundPaise,
        closesAt: policy.closesAt.toISOString(),
        open: policy.allowed,
      },
      cancellable: notCancellableReason === null,
      notCancellableReason,
      history,
    };
  }

  return {
    detail,

    /** Bookings of the account's cinemas whose reference, customer e-mail or customer phone is `q`, newest first. */
    async search(user: BackOfficeUser, query: BookingSearchQuery): Promise<BookingSearchResult> {
      const key = parseSearchKey(query.q);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const scope = cinemaScope(user);
      if (scope && scope.length === 0) return { items: [], page, pageSize, total: 0 };
      let matching = selectDeskBookings(db);
      if (key.kind === 'reference') matching = matching.where('bookings.reference', '=', key.value);
      else if (key.kind === 'email') matching = matching.where('customer.email', '=', key.value);
      else matching = matching.where('customer.phone', '=', key.value);
      if (scope) matching = matching.where('theaters.id', 'in', scope);
      const [rows, count] = await Promise.all([
        matching
          .orderBy('bookings.created_at', 'desc')
          .orderBy('bookings.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        matching
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const now = ctx.now();
      return { items: rows.map((row) => toSummary(row, now)), page, pageSize, total: Number(count.total) };
    },

    /**
     * Cancels a booking from the desk: the cinema policy's refund unless `refundPaise` overrides it (then with a
     * reason), seats freed, the customer e-mailed, history and audit written. 409 for an admitted, cancelled or
     * started booking.
     */
    async cancel(user: BackOfficeUser, bookingId: number, body: CancelBody): Promise<DeskBookingDetail> {
      const known = await findRow(user, bookingId);
      const reason = body.reason?.trim() ?? '';
      const now = ctx.now();
      const outcome = await inTransaction(db, async (trx) => {
        await lockShowSeats(trx, known.show_id);
        const row = await findRow(user, bookingId, trx);
        const why = whyNotCancellable(row, now);
        if (why) throw conflict(why);
        const policy = policyRefund(row, row, now);
        const refundPaise = body.refundPaise ?? policy.refundPaise;
        if (refundPaise > row.total_paise) {
          throw badRequest(
            `refundPaise must be a whole number of paise from 0 to ${row.total_paise} (the booking’s total, ${rupees(row.total_paise)}).`,
          );
        }
        const override = refundPaise !== policy.refundPaise;
        if (override && reason === '') {
          throw badRequest(
            `reason is required to refund ${rupees(refundPaise)} instead of the policy’s ${rupees(policy.refundPaise)}.`,
          );
        }
        const cancelled = await cancelBooking(trx, ctx, {
          bookingId,
          refundPaise,
          actorId: user.id,
          reason: reason || DESK_CANCEL_REASON,
          now,
        });
        await recordAudit(trx, user, {
          action: 'cancel',
          entity: 'booking',
          entityId: bookingId,
          theaterId: row.theater_id,
          before: {
            reference: row.reference,
            status: row.status,
            seats: row.seat_numbers,
            totalPaise: row.total_paise,
          },
          after: {
            reference: row.reference,
            status: 'CANCELLED',
            refundPaise,
            policyRefundPaise: policy.refundPaise,
            override,
            reason: reason || DESK_CANCEL_REASON,
          },
        });
        return cancelled;
      });
      caches.invalidateShow(outcome.showId);
      ctx.mail.kick();
      return detail(user, bookingId);
    },

    /** Queues the confirmation e-mail again to the customer's address; 409 once the booking is cancelled. */
    async resend(user: BackOfficeUser, bookingId: number): Promise<{ message: string }> {
      const known = await findRow(user, bookingId);
      if (known.status !== 'CONFIRMED')
        throw conflict(`Booking ${known.reference} is cancelled: there is no confirmation to send.`);
      const now = ctx.now();
      await inTransaction(db, async (trx) => {
        await enqueueMail(trx, 'BOOKING_RESENT', bookingId, now);
        await trx
          .insertInto('booking_events')
          .values({ booking_id: bookingId, kind: 'RESENT', at: now, actor_id: user.id })
          .execute();
        await recordAudit(trx, user, {
          action: 'resend',
          entity: 'booking',
          entityId: bookingId,
          theaterId: known.theater_id,
          after: { reference: known.reference, mail: 'BOOKING_RESENT' },
        });
      });
      ctx.mail.kick();
      return { message: `The confirmation of ${known.reference} is on its way to ${known.customer_email}.` };
    },
  };
}
