import type { Kysely } from 'kysely';
import type { BookingEventKind, Database } from '../../../db/schema.js';
import type { HistoryEntry } from './schemas.js';

/** The order of events that share an instant (a cancellation and its refund are written together). */
const ORDER: Record<BookingEventKind, number> = {
  HELD: 0,
  PAID: 1,
  EMAILED: 2,
  RESENT: 3,
  ADMITTED: 4,
  CANCELLED: 5,
  REFUNDED: 6,
};

interface BookingFacts {
  id: number;
  user_id: number;
  status: string;
  created_at: Date;
  used_at: Date | null;
  used_by: number | null;
  cancelled_at: Date | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  refund_paise: number | null;
  refunded_at: Date | null;
  removed_at: Date | null;
}

type Draft = Omit<HistoryEntry, 'actor' | 'at'> & { at: Date; actorId: number | null };

/**
 * A booking's history, oldest first: its recorded events, and for a booking from before events were kept what its
 * own columns tell (paid at creation, admitted at used_at, e-mailed when its mail went out, cancelled, refunded).
 */
export async function bookingHistory(db: Kysely<Database>, booking: BookingFacts): Promise<HistoryEntry[]> {
  const events = await db
    .selectFrom('booking_events')
    .select(['kind', 'at', 'actor_id', 'detail', 'id'])
    .where('booking_id', '=', booking.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const drafts: Draft[] = events.map((event) => ({
    kind: event.kind,
    at: event.at,
    actorId: event.actor_id,
    detail: event.detail,
    derived: false,
  }));
  const has = (kind: BookingEventKind) => drafts.some((draft) => draft.kind === kind);
  const derive = (kind: BookingEventKind, at: Date, actorId: number | null, detail: Record<string, unknown> = {}) =>
    drafts.push({ kind, at, actorId, detail, derived: true });

  if (!has('PAID')) derive('PAID', booking.created_at, booking.user_id);
  if (!has('EMAILED')) {
    const sent = await db
      .selectFrom('mail_outbox')
      .select(['kind', 'sent_at'])
      .where('booking_id', '=', booking.id)
      .where('sent_at', 'is not', null)
      .execute();
    for (const mail of sent) derive('EMAILED', mail.sent_at!, null, { mail: mail.kind });
  }
  if (booking.used_at && !has('ADMITTED')) derive('ADMITTED', booking.used_at, booking.used_by);
  if (booking.status === 'CANCELLED' && !has('CANCELLED')) {
    // Customers' own cancellations from before kept only when they took the booking off their list.
    const at = booking.cancelled_at ?? booking.removed_at ?? booking.created_at;
    derive(
      'CANCELLED',
      at,
      booking.cancelled_by ?? (booking.cancelled_at ? null : booking.user_id),
      booking.cancel_reason ? { reason: booking.cancel_reason } : {},
    );
  }
  if (booking.refunded_at && booking.refund_paise && !has('REFUNDED')) {
    derive('REFUNDED', booking.refunded_at, booking.cancelled_by, { refundPaise: booking.refund_paise });
  }

  drafts.sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.kind] - ORDER[b.kind]);
  const actorIds = [...new Set(drafts.map((draft) => draft.actorId).filter((id): id is number => id !== null))];
  const actors =
    actorIds.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'name', 'role']).where('id', 'in', actorIds).execute();
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  return drafts.map(({ actorId, at, ...entry }) => ({
    ...entry,
    at: at.toISOString(),
    actor: actorId === null ? null : (byId.get(actorId) ?? null),
  }));
}
