/**
 * The flash sale's view of PostgreSQL: its own database (dropped and created again on every run), the show on
 * sale, what was really sold (checked in SQL, not from the answers), and samples of where connections wait.
 */
import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://reeltime:reeltime@127.0.0.1:5432/reeltime_bench';

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drops and creates the database the URL names, through the server's `postgres` database. */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name))
    throw new Error(`refusing to drop "${name}": the bench database's name must contain "bench"`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

export interface ShowOnSale {
  id: number;
  capacity: number;
}

/** Shows still ahead whose screen has exactly `seats` seats, none of them claimed yet; the first `count` of them. */
export async function showsOnSale(db: pg.Client, seats: number, count: number): Promise<ShowOnSale[]> {
  const { rows } = await db.query<{ id: number; capacity: number }>(
    `
    SELECT shows.id, count(seat.seat_number)::int AS capacity
    FROM shows JOIN screen_seats seat ON seat.screen_id = shows.screen_id
    WHERE shows.cancelled_at IS NULL AND shows.starts_at > now() + interval '2 hours'
      AND NOT EXISTS (SELECT 1 FROM seat_claims claim WHERE claim.show_id = shows.id)
    GROUP BY shows.id HAVING count(seat.seat_number) = $1
    ORDER BY shows.starts_at, shows.id LIMIT $2`,
    [seats, count],
  );
  if (rows.length < count)
    throw new Error(`only ${rows.length} unclaimed shows of ${seats} seats ahead; ${count} needed`);
  return rows;
}

export interface SoldInSql {
  /** Seats in CONFIRMED bookings of the show (a seat in two bookings counts twice). */
  soldSeats: number;
  /** Seats that appear in more than one CONFIRMED booking. */
  seatsSoldTwice: number;
  bookingIds: number[];
  /** Unpaid holds still running on the show when the sale ended. */
  strandedHeldSeats: number;
}

export async function soldInSql(db: pg.Client, showId: number): Promise<SoldInSql> {
  const sold = await db.query<{ sold: number; twice: number }>(
    `
    SELECT count(*)::int AS sold, (count(*) - count(DISTINCT seat))::int AS twice
    FROM bookings, unnest(seat_numbers) AS seat WHERE show_id = $1 AND status = 'CONFIRMED'`,
    [showId],
  );
  const bookings = await db.query<{ id: number }>(
    `SELECT id FROM bookings WHERE show_id = $1 AND status = 'CONFIRMED'`,
    [showId],
  );
  const held = await db.query<{ held: number }>(
    `
    SELECT count(*)::int AS held FROM seat_claims WHERE show_id = $1 AND kind = 'HOLD' AND expires_at > now()`,
    [showId],
  );
  return {
    soldSeats: sold.rows[0].sold,
    seatsSoldTwice: sold.rows[0].twice,
    bookingIds: bookings.rows.map((row) => row.id),
    strandedHeldSeats: held.rows[0].held,
  };
}

export interface ConnectionSample {
  /** The API's connections to the bench database running a statement, and idle inside a transaction. */
  active: number;
  idleInTransaction: number;
  /** Of those, waiting for a lock: an advisory lock (show or account), or a row or other lock. */
  advisoryWaits: number;
  otherLockWaits: number;
  /** All connections the API has open to the database. */
  open: number;
}

/** One look at pg_stat_activity and pg_locks for the bench database (the sampler's own connection excluded). */
export async function sampleConnections(db: pg.Client, database: string): Promise<ConnectionSample> {
  const { rows } = await db.query<ConnectionSample>(
    `
    SELECT count(*) FILTER (WHERE a.state = 'active')::int AS active,
      count(*) FILTER (WHERE a.state LIKE 'idle in transaction%')::int AS "idleInTransaction",
      count(*) FILTER (WHERE a.wait_event_type = 'Lock' AND a.wait_event = 'advisory')::int AS "advisoryWaits",
      count(*) FILTER (WHERE a.wait_event_type = 'Lock' AND a.wait_event <> 'advisory')::int AS "otherLockWaits",
      count(*)::int AS open
    FROM pg_stat_activity a
    WHERE a.datname = $1 AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend'`,
    [database],
  );
  return rows[0];
}
