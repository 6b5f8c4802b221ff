import { sql, type Kysely } from 'kysely';

/**
 * "Notify me": a customer asks to hear when a film coming soon goes on sale in their city. The request waits in
 * `movie_alerts` until the first live show of that film in that city exists; then one `MOVIE_ON_SALE` mail about the
 * alert is queued in `mail_outbox` (a mail is about a booking or about an alert, never both) and the alert is marked
 * notified, so it is sent once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE movie_alerts (
      id          serial PRIMARY KEY,
      user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      movie_id    integer NOT NULL REFERENCES movies(id) ON DELETE CASCADE,
      city        text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      notified_at timestamptz,
      UNIQUE (user_id, movie_id, city)
    );
    CREATE INDEX movie_alerts_waiting_idx ON movie_alerts (movie_id, city) WHERE notified_at IS NULL;
    ALTER TABLE mail_outbox
      ALTER COLUMN booking_id DROP NOT NULL,
      ADD COLUMN movie_alert_id integer REFERENCES movie_alerts(id) ON DELETE CASCADE,
      DROP CONSTRAINT mail_outbox_kind_check,
      ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_RESENT', 'MOVIE_ON_SALE')),
      ADD CONSTRAINT mail_outbox_subject_check CHECK (
        (kind = 'MOVIE_ON_SALE' AND movie_alert_id IS NOT NULL AND booking_id IS NULL)
        OR (kind <> 'MOVIE_ON_SALE' AND booking_id IS NOT NULL AND movie_alert_id IS NULL)
      );
    CREATE UNIQUE INDEX mail_outbox_movie_alert_once_idx ON mail_outbox (movie_alert_id) WHERE movie_alert_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM mail_outbox WHERE kind = 'MOVIE_ON_SALE';
    DROP INDEX mail_outbox_movie_alert_once_idx;
    ALTER TABLE mail_outbox
      DROP CONSTRAINT mail_outbox_subject_check,
      DROP CONSTRAINT mail_outbox_kind_check,
      ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_RESENT')),
      DROP COLUMN movie_alert_id,
      ALTER COLUMN booking_id SET NOT NULL;
    DROP TABLE movie_alerts;
  `.execute(db);
}
