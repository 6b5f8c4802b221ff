import { sql, type Kysely } from 'kysely';

/**
 * Tickets that cannot be copied, and the staff who scan them:
 * - every booking gets a unique human reference, "RT-" + 6 Crockford base32 characters (no I, L, O, U),
 *   drawn by the database when the booking is inserted (existing bookings are given one here);
 * - a booking remembers when and by which staff account its ticket was admitted (used_at/used_by);
 * - users have a role ('customer' | 'staff'); a staff account may be tied to one theatre (theater_id),
 *   null meaning every theatre;
 * - app_secrets keeps server-side secrets every API process must share (the ticket signing key when
 *   TICKET_SIGNING_KEY is not set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION new_booking_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
      random_bytes bytea;
      candidate text;
    BEGIN
      LOOP
        -- The first 6 bytes of a version-4 UUID are cryptographically random; 256 is a multiple of 32.
        random_bytes := decode(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12), 'hex');
        candidate := 'RT-';
        FOR i IN 0..5 LOOP
          candidate := candidate || substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1);
        END LOOP;
        EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE reference = candidate);
      END LOOP;
      RETURN candidate;
    END
    $$;

    ALTER TABLE bookings ADD COLUMN reference text;
    UPDATE bookings SET reference = new_booking_reference();
    ALTER TABLE bookings ALTER COLUMN reference SET DEFAULT new_booking_reference();
    ALTER TABLE bookings ALTER COLUMN reference SET NOT NULL;
    ALTER TABLE bookings ADD CONSTRAINT bookings_reference_key UNIQUE (reference);

    ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff'));
    ALTER TABLE users ADD COLUMN theater_id integer REFERENCES theaters (id) ON DELETE SET NULL;

    ALTER TABLE bookings ADD COLUMN used_at timestamptz;
    ALTER TABLE bookings ADD COLUMN used_by integer REFERENCES users (id) ON DELETE SET NULL;

    CREATE TABLE app_secrets (
      name  text PRIMARY KEY,
      value text NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE app_secrets;
    ALTER TABLE bookings DROP COLUMN used_by;
    ALTER TABLE bookings DROP COLUMN used_at;
    ALTER TABLE users DROP COLUMN theater_id;
    ALTER TABLE users DROP COLUMN role;
    ALTER TABLE bookings DROP COLUMN reference;
    DROP FUNCTION new_booking_reference();
  `.execute(db);
}
