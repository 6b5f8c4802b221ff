import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { cacheInvalidationFor } from '../caches/invalidation.js';
import { assertCanActFor, type BackOfficeUser } from '../admin/access.js';
import { recordAudit } from '../admin/audit/record-audit.js';
import { SHOW_NOT_FOUND } from '../admin/shows/schemas.js';
import { onSaleShowsFor } from './on-sale-shows.js';
import { DEFAULT_ADMIT_PER_MINUTE, type OnSale, type OnSaleBody } from './schemas.js';

async function showInScope(db: Kysely<Database>, user: BackOfficeUser, showId: number, lock: boolean) {
  let query = db.selectFrom('shows').select(['id', 'theater_id', 'starts_at', 'cancelled_at']).where('id', '=', showId);
  if (lock) query = query.forUpdate();
  const show = await query.executeTakeFirst();
  if (!show) throw notFound(SHOW_NOT_FOUND);
  assertCanActFor(user, show.theater_id, SHOW_NOT_FOUND);
  return show;
}

async function readOnSale(db: Kysely<Database>, showId: number): Promise<OnSale | null> {
  const sale = await db
    .selectFrom('show_on_sales')
    .select(['on_sale_at', 'admit_per_minute', 'shuffled_at'])
    .select((eb) =>
      eb
        .selectFrom('waiting_room_entries')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('waiting_room_entries.show_id', '=', 'show_on_sales.show_id')
        .as('joined'),
    )
    .where('show_id', '=', showId)
    .executeTakeFirst();
  if (!sale) return null;
  return {
    showId,
    onSaleAt: sale.on_sale_at.toISOString(),
    admitPerMinute: sale.admit_per_minute,
    started: sale.shuffled_at !== null,
    joined: Number(sale.joined ?? 0),
  };
}

/** Every process hears that the show's sale changed: their lists of on-sale shows and the show's cached views. */
function announce(ctx: AppContext, showId: number): void {
  onSaleShowsFor(ctx).invalidate();
  cacheInvalidationFor(ctx).invalidateShow(showId);
}

export async function getOnSale(ctx: AppContext, user: BackOfficeUser, showId: number): Promise<OnSale | null> {
  await showInScope(ctx.db, user, showId, false);
  return readOnSale(ctx.db, showId);
}

/**
 * Sells the show through a waiting room from `onSaleAt`, or changes its moment or rate. The moment cannot move
 * once it has passed and the early arrivals were drawn; a new rate applies to those numbered after the change.
 */
export async function setOnSale(
  ctx: AppContext,
  user: BackOfficeUser,
  showId: number,
  body: OnSaleBody,
): Promise<OnSale> {
  const onSaleAt = new Date(body.onSaleAt);
  if (Number.isNaN(onSaleAt.getTime()))
    throw badRequest('onSaleAt must be a date and time such as 2026-12-01T09:30:00Z');
  const result = await inTransaction(ctx.db, async (trx) => {
    const show = await showInScope(trx, user, showId, true);
    if (show.cancelled_at) throw conflict('This show has been cancelled: it can no longer go on sale.');
    if (onSaleAt.getTime() >= show.starts_at.getTime()) throw badRequest('onSaleAt must be before the show starts');
    const before = await readOnSale(trx, showId);
    if (before?.started && onSaleAt.getTime() !== new Date(before.onSaleAt).getTime()) {
      throw conflict('The on-sale has begun and its queue is drawn: its moment can no longer change (its rate can).');
    }
    const admitPerMinute = body.admitPerMinute ?? before?.admitPerMinute ?? DEFAULT_ADMIT_PER_MINUTE;
    await trx
      .insertInto('show_on_sales')
      .values({ show_id: showId, on_sale_at: onSaleAt, admit_per_minute: admitPerMinute })
      .onConflict((conflictOn) =>
        conflictOn
          .column('show_id')
          .doUpdateSet({ on_sale_at: onSaleAt, admit_per_minute: admitPerMinute, updated_at: ctx.now() }),
      )
      .execute();
    const after = (await readOnSale(trx, showId))!;
    await recordAudit(trx, user, {
      action: before ? 'update' : 'create',
      entity: 'on-sale',
      entityId: showId,
      theaterId: show.theater_id,
      before,
      after,
    });
    return after;
  });
  announce(ctx, showId);
  return result;
}

/** Sells the show without a queue again (those waiting may book at once). */
export async function removeOnSale(ctx: AppContext, user: BackOfficeUser, showId: number): Promise<void> {
  const removed = await inTransaction(ctx.db, async (trx) => {
    const show = await showInScope(trx, user, showId, true);
    const before = await readOnSale(trx, showId);
    if (!before) return false;
    await trx.deleteFrom('show_on_sales').where('show_id', '=', showId).execute();
    await recordAudit(trx, user, {
      action: 'remove',
      entity: 'on-sale',
      entityId: showId,
      theaterId: show.theater_id,
      before,
      after: null,
    });
    return true;
  });
  if (removed) announce(ctx, showId);
}
