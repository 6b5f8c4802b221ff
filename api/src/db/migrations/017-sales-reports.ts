import { sql, type Kysely } from 'kysely';

/**
 * Sales reports and the live dashboard.
 *
 * - Sales count on the day a booking was paid (`created_at`), refunds on the day they were made (`refunded_at`):
 *   both columns get an index so a report over a date range reads only that range's bookings.
 * - A ticket admitted at the door changes no seat claim, so it is announced on the seat-change channel itself:
 *   `{"s":<show id>,"c":[]}` (a show changed, no seat changed state), which live seat maps ignore and the back
 *   office's dashboard refetches that show for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX bookings_created_at_idx ON bookings (created_at);
    CREATE INDEX bookings_refunded_at_idx ON bookings (refunded_at) WHERE refunded_at IS NOT NULL;

    CREATE FUNCTION notify_booking_admitted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('seat_changes_' || TG_TABLE_SCHEMA, json_build_object('s', NEW.show_id, 'c', json_build_array())::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER bookings_notify_admitted AFTER UPDATE OF used_at ON bookings
      FOR EACH ROW WHEN (OLD.used_at IS DISTINCT FROM NEW.used_at) EXECUTE FUNCTION notify_booking_admitted();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER bookings_notify_admitted ON bookings;
    DROP FUNCTION notify_booking_admitted();
    DROP INDEX bookings_refunded_at_idx;
    DROP INDEX bookings_created_at_idx;
  `.execute(db);
}
