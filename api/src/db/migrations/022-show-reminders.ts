import { sql, type Kysely } from 'kysely';

/**
 * E-mail reminders before a show, for customers who opt in (`users.show_reminders`, off by default). A reminder
 * is a booking e-mail of its own kind (`BOOKING_REMINDER`) queued in the outbox to be sent some hours before the
 * show (`next_attempt_at`); the outbox's unique (booking, kind) index keeps it to one per booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN show_reminders boolean NOT NULL DEFAULT false;
    ALTER TABLE mail_outbox
      DROP CONSTRAINT mail_outbox_kind_check,
      ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_RESENT', 'MOVIE_ON_SALE', 'BOOKING_REMINDER'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM mail_outbox WHERE kind = 'BOOKING_REMINDER';
    ALTER TABLE mail_outbox
      DROP CONSTRAINT mail_outbox_kind_check,
      ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_RESENT', 'MOVIE_ON_SALE'));
    ALTER TABLE users DROP COLUMN show_reminders;
  `.execute(db);
}
