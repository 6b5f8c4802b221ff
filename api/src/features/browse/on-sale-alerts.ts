import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Queues one "now booking" mail for every "Notify me" alert whose film now has a live show in the alert's city, and
 * marks those alerts notified, in the caller's transaction (the one that created the shows): a mail exists exactly
 * when its first show does, and is queued once. Limited to `movieIds` when given. Resolves to how many were queued.
 */
export async function queueOnSaleAlerts(
  trx: Transaction<Database>,
  now: Date,
  movieIds?: readonly number[],
): Promise<number> {
  if (movieIds?.length === 0) return 0;
  const onlyThese = movieIds ? sql`AND alert.movie_id IN (${sql.join(movieIds)})` : sql``;
  const { rows } = await sql<{ id: number }>`
    WITH due AS (
      UPDATE movie_alerts AS alert SET notified_at = ${now}
      WHERE alert.notified_at IS NULL ${onlyThese}
        AND EXISTS (
          SELECT 1 FROM shows JOIN theaters ON theaters.id = shows.theater_id
          WHERE shows.movie_id = alert.movie_id AND lower(theaters.city) = lower(alert.city)
            AND shows.starts_at > ${now} AND shows.cancelled_at IS NULL
        )
      RETURNING alert.id
    )
    INSERT INTO mail_outbox (kind, movie_alert_id, next_attempt_at)
    SELECT 'MOVIE_ON_SALE', due.id, ${now} FROM due
    ON CONFLICT DO NOTHING
    RETURNING id`.execute(trx);
  return rows.length;
}
