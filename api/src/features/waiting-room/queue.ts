import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../http/errors.js';
import { instantWithOffset } from '../../lib/cinema-time.js';
import { findShow } from '../seats/shows.js';
import { admissionSignerFor } from './admission-check.js';
import { ADMISSION_TOKEN_SECONDS } from './admission-token.js';
import { onSaleShowsFor } from './on-sale-shows.js';
import { NO_WAITING_ROOM, SHOW_STARTED, type QueueStatus } from './schemas.js';

interface Sale {
  on_sale_at: Date;
  admit_per_minute: number;
  shuffled_at: Date | null;
}

/** Milliseconds between two admissions at this rate. */
const spacing = (admitPerMinute: number) => sql<number>`(60000.0 / ${admitPerMinute})`;

/** A uniformly random order of the ids (Fisher–Yates with a cryptographic source). */
function shuffled(ids: number[]): number[] {
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * The accounts that joined before the on-sale moment get their numbers in a random order, once: whichever process
 * first sees the moment passed does it, and a concurrent one waits on the sale's row and finds it done. Number n is
 * admitted (n - 1) spacings after the on-sale moment.
 */
async function shuffleOnce(db: Kysely<Database>, showId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const sale = await trx
      .updateTable('show_on_sales')
      .set({ shuffled_at: now })
      .where('show_id', '=', showId)
      .where('shuffled_at', 'is', null)
      .where('on_sale_at', '<=', now)
      .returning(['on_sale_at', 'admit_per_minute'])
      .executeTakeFirst();
    if (!sale) return;
    const early = await trx
      .selectFrom('waiting_room_entries')
      .select('user_id')
      .where('show_id', '=', showId)
      .where('queue_number', 'is', null)
      .where('joined_at', '<', sale.on_sale_at)
      .orderBy('user_id')
      .execute();
    const drawn = shuffled(early.map((row) => row.user_id));
    if (drawn.length > 0) {
      await sql`
        UPDATE waiting_room_entries entry
        SET queue_number = drawn.n,
            admit_at = ${sale.on_sale_at}::timestamptz + (drawn.n - 1) * ${spacing(sale.admit_per_minute)} * interval '1 millisecond'
        FROM unnest(${drawn}::integer[]) WITH ORDINALITY AS drawn(user_id, n)
        WHERE entry.show_id = ${showId} AND entry.user_id = drawn.user_id
      `.execute(trx);
    }
    const last = drawn.length;
    if (last > 0) {
      await trx
        .updateTable('show_on_sales')
        .set({
          last_number: last,
          last_admit_at: sql<Date>`${sale.on_sale_at}::timestamptz + (${last} - 1) * ${spacing(sale.admit_per_minute)} * interval '1 millisecond'`,
        })
        .where('show_id', '=', showId)
        .execute();
    }
  });
}

/**
 * Numbers a place that has none after the on-sale moment: next in line, admitted one spacing after the previous
 * number, or at once when nobody is waiting. One statement, so the sale's row is locked for one round trip only.
 */
async function numberInArrivalOrder(db: Kysely<Database>, showId: number, userId: number, now: Date): Promise<void> {
  await sql`
    WITH sale AS (
      UPDATE show_on_sales
      SET last_number = last_number + 1,
          last_admit_at = GREATEST(${now}::timestamptz, COALESCE(last_admit_at + ${sql`60000.0 / admit_per_minute`} * interval '1 millisecond', ${now}::timestamptz))
      WHERE show_id = ${showId} AND shuffled_at IS NOT NULL
        AND EXISTS (SELECT 1 FROM waiting_room_entries WHERE show_id = ${showId} AND user_id = ${userId} AND queue_number IS NULL)
      RETURNING last_number, last_admit_at
    )
    UPDATE waiting_room_entries entry SET queue_number = sale.last_number, admit_at = sale.last_admit_at
    FROM sale WHERE entry.show_id = ${showId} AND entry.user_id = ${userId} AND entry.queue_number IS NULL
  `.execute(db);
}

export function createWaitingRoom(ctx: AppContext) {
  const { db } = ctx;
  const signer = admissionSignerFor(ctx);
  const onSale = onSaleShowsFor(ctx);

  const saleOf = (showId: number): Promise<Sale | undefined> =>
    db
      .selectFrom('show_on_sales')
      .select(['on_sale_at', 'admit_per_minute', 'shuffled_at'])
      .where('show_id', '=', showId)
      .executeTakeFirst();

  const noQueue = (showId: number): QueueStatus => ({
    showId,
    state: 'NO_QUEUE',
    onSaleAt: null,
    position: null,
    peopleAhead: null,
    estimatedWaitSeconds: null,
    admissionToken: null,
    admissionExpiresAt: null,
  });

  /**
   * The sale (with its show's start and its cinema's time zone), the caller's place and the places still waiting
   * before it, in one round trip (what a waiting customer's poll costs).
   */
  const readPlace = async (showId: number, userId: number | null, now: Date) => {
    const { rows } = await sql<
      Sale & {
        starts_at: Date;
        time_zone: string;
        queue_number: number | null;
        admit_at: Date | null;
        joined: boolean;
        ahead: string | null;
      }
    >`
      SELECT sale.on_sale_at, sale.admit_per_minute, sale.shuffled_at, showing.starts_at, cinema.time_zone,
             entry.queue_number, entry.admit_at, entry.user_id IS NOT NULL AS joined,
             (SELECT count(*) FROM waiting_room_entries other
              WHERE other.show_id = sale.show_id AND other.admit_at > ${now}::timestamptz AND other.queue_number < entry.queue_number) AS ahead
      FROM show_on_sales sale
      JOIN shows showing ON showing.id = sale.show_id
      JOIN theaters cinema ON cinema.id = showing.theater_id
      LEFT JOIN waiting_room_entries entry ON entry.show_id = sale.show_id AND entry.user_id = ${userId ?? 0}
      WHERE sale.show_id = ${showId}
    `.execute(db);
    return rows[0];
  };

  async function status(userId: number | null, showId: number): Promise<QueueStatus> {
    // Most shows have no queue: answered from this process's list of on-sales.
    if (!(await onSale.has(showId))) return noQueue(showId);
    const now = ctx.now();
    let place = await readPlace(showId, userId, now);
    // A show that has started takes no holds: its queue has ended (the sweeper deletes its places).
    if (!place || new Date(place.starts_at).getTime() <= now.getTime()) return noQueue(showId);
    const timeZone = place.time_zone;
    const onCinemaClock = (instant: Date) => instantWithOffset(instant, timeZone);
    const onSaleAt = new Date(place.on_sale_at);
    const started = onSaleAt.getTime() <= now.getTime();
    if (started && !place.shuffled_at) {
      await shuffleOnce(db, showId, now);
      place = await readPlace(showId, userId, now);
      if (!place) return noQueue(showId);
    }
    const base = { ...noQueue(showId), onSaleAt: onCinemaClock(onSaleAt) };
    if (userId === null || !place.joined) return { ...base, state: 'NOT_JOINED' };
    if (place.queue_number === null || place.admit_at === null) {
      if (!started)
        return {
          ...base,
          state: 'BEFORE_ON_SALE',
          estimatedWaitSeconds: Math.ceil((onSaleAt.getTime() - now.getTime()) / 1000),
        };
      // Joined just as the places were drawn: next in line instead.
      await numberInArrivalOrder(db, showId, userId, now);
      place = await readPlace(showId, userId, now);
      if (!place?.admit_at) return { ...base, state: 'NOT_JOINED' };
    }
    const admitAt = new Date(place.admit_at!).getTime();
    if (admitAt <= now.getTime()) {
      const expiresAt = Math.floor(now.getTime() / 1000) + ADMISSION_TOKEN_SECONDS;
      return {
        ...base,
        state: 'ADMITTED',
        admissionToken: signer.sign({ showId, userId, expiresAt }),
        admissionExpiresAt: onCinemaClock(new Date(expiresAt * 1000)),
      };
    }
    const peopleAhead = Number(place.ahead ?? 0);
    return {
      ...base,
      state: 'WAITING',
      position: peopleAhead + 1,
      peopleAhead,
      estimatedWaitSeconds: Math.max(1, Math.ceil((admitAt - now.getTime()) / 1000)),
    };
  }

  return {
    status,

    /**
     * Takes the caller's place in the show's queue (once: joining again keeps the place) and answers its status;
     * 409 once the show has started.
     */
    async join(userId: number, showId: number): Promise<QueueStatus> {
      const show = await findShow(db, showId);
      if (!(await saleOf(showId))) throw notFound(NO_WAITING_ROOM);
      if (show.startsAt.getTime() <= ctx.now().getTime()) throw conflict(SHOW_STARTED);
      await db
        .insertInto('waiting_room_entries')
        .values({ show_id: showId, user_id: userId, joined_at: ctx.now() })
        .onConflict((conflict) => conflict.columns(['show_id', 'user_id']).doNothing())
        .execute();
      return status(userId, showId);
    },
  };
}
