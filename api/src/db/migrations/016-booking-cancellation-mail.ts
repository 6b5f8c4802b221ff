import { sql, type Kysely } from 'kysely';

/**
 * Booking e-mails of three kinds: the confirmation (`BOOKING_CONFIRMED`), the cancellation with its refund
 * (`BOOKING_CANCELLED`) and a confirmation sent again on request from the bookings desk (`BOOKING_RESENT`).
 * A booking gets at most one confirmation and one cancellation (a replayed request queues nothing twice), and any
 * number of resends (each is its own row, bounded by the desk's rate limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'BOOKING_RESENT')),
      DROP CONSTRAINT mail_outbox_booking_id_kind_key;
    CREATE UNIQUE INDEX mail_outbox_booking_kind_once_idx ON mail_outbox (booking_id, kind) WHERE kind <> 'BOOKING_RESENT';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM mail_outbox WHERE kind <> 'BOOKING_CONFIRMED';
    DROP INDEX mail_outbox_booking_kind_once_idx;
    ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check, ADD CONSTRAINT mail_outbox_booking_id_kind_key UNIQUE (booking_id, kind);
  `.execute(db);
}
