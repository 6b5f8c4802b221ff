import { sql, type Kysely } from 'kysely';

/**
 * Theatres get a city, and every seat its place in the auditorium: the column it stands in across the
 * theatre's width (an aisle is a column without seats), its tier and its kind. Theatres from before get
 * the standard layout: aisles after seats 3 and 9, tiers by price, and wheelchair spaces at both ends of
 * row A, each with the companion seat beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE theaters ADD COLUMN city text NOT NULL DEFAULT '';
    UPDATE theaters SET city = btrim(regexp_replace(location, '^.*,', ''));
    ALTER TABLE theaters ALTER COLUMN city DROP DEFAULT;

    ALTER TABLE theater_seats
      ADD COLUMN column_number integer,
      ADD COLUMN tier text,
      ADD COLUMN kind text NOT NULL DEFAULT 'standard' CHECK (kind IN ('standard', 'wheelchair', 'companion'));
    UPDATE theater_seats SET
      column_number = seat_index + (CASE WHEN seat_index > 3 THEN 1 ELSE 0 END) + (CASE WHEN seat_index > 9 THEN 1 ELSE 0 END),
      tier = CASE WHEN price_paise >= 30000 THEN 'Recliner' WHEN price_paise >= 20000 THEN 'Prime' ELSE 'Classic' END;
    UPDATE theater_seats AS seat SET kind = CASE
        WHEN seat.seat_index IN (1, last.seats) THEN 'wheelchair'
        WHEN seat.seat_index IN (2, last.seats - 1) THEN 'companion'
      END
      FROM (SELECT theater_id, max(seat_index) AS seats FROM theater_seats WHERE row_label = 'A' GROUP BY theater_id) AS last
      WHERE seat.theater_id = last.theater_id AND seat.row_label = 'A' AND last.seats >= 6
        AND seat.seat_index IN (1, 2, last.seats - 1, last.seats);
    ALTER TABLE theater_seats
      ALTER COLUMN column_number SET NOT NULL,
      ALTER COLUMN tier SET NOT NULL,
      ALTER COLUMN kind DROP DEFAULT,
      ADD CHECK (column_number >= 1),
      ADD UNIQUE (theater_id, row_label, column_number);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE theater_seats DROP COLUMN kind, DROP COLUMN tier, DROP COLUMN column_number;
    ALTER TABLE theaters DROP COLUMN city;
  `.execute(db);
}
