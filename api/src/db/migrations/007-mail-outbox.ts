import { sql, type Kysely } from 'kysely';

/**
 * Booking e-mails wait here until a worker sends them: a row is written in the payment's own transaction
 * (so a mail exists exactly when its booking does) and claimed with FOR UPDATE SKIP LOCKED plus a lease,
 * so several API processes never send the same mail twice while a failed send is retried with backoff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_outbox (
      id              serial PRIMARY KEY,
      kind            text NOT NULL,
      booking_id      integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
      attempts        integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      locked_until    timestamptz,
      sent_at         timestamptz,
      failed_at       timestamptz,
      last_error      text,
      created_at      timestamptz NOT NULL DEFAULT now(),
      UNIQUE (booking_id, kind)
    );
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE mail_outbox;`.execute(db);
}
