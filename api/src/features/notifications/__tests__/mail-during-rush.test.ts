/**
 * Booking mail during an on-sale rush served by other processes: the process with the mail has nothing to do, yet
 * waits with it while seats change fast on the database, and sends it once they stop.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { goodCard } from '../../../testing/fixtures.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { call, spawnServer } from '../../../testing/spawn-server.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * Another process's rush: BATCH seat changes every BATCH_GAP_MS, ten times the 50 a second that make mail wait, so
 * that the rate stays above it on a busy machine, where the timer between batches runs late.
 */
const BATCH = 10;
const BATCH_GAP_MS = 20;

describe(
  'booking mail while other processes sell seats fast',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('waits while seats change at a rush rate, and goes out within seconds once they stop', async () => {
      const database = await createTestDatabase('postgres');
      const server = await spawnServer({ DATABASE_URL: database.url!, MAIL_POLL_SECONDS: '1' });
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      let rushing = true;
      // What this process hears of another process's sale: seat-change notifications of a show, as the trigger sends.
      const rush = (async () => {
        while (rushing) {
          // Distinct payloads: PostgreSQL delivers identical ones of one transaction once.
          await sql.query(
            `SELECT pg_notify('seat_changes_' || current_schema(),
                json_build_object('s', 999999, 'c', json_build_array(json_build_array('A' || seat, null, null)))::text)
             FROM generate_series(1, $1) AS seat`,
            [BATCH],
          );
          await sleep(BATCH_GAP_MS);
        }
      })();
      try {
        const base = server.url;
        const { token } = (
          await call(base, 'POST', '/api/auth/login', { username: 'demo@reeltime.app', password: 'demo1234' })
        ).json();
        const [movie] = (await call(base, 'GET', '/movies/recent')).json();
        const { slotId } = (await call(base, 'GET', `/movies/${movie.id}`)).json().slots.at(-1);
        const seatNumbers = ['J7'];
        const hold = await call(base, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers }, token);
        assert.equal(hold.status, 200, hold.text);
        const paid = await call(
          base,
          'POST',
          '/api/bookings/payment',
          { slotId, seatNumbers, totalAmount: hold.json().totalAmount, ...goodCard },
          token,
        );
        assert.equal(paid.status, 201, paid.text);
        const sentAt = async () =>
          (
            await sql.query<{ sent_at: Date | null }>(
              `SELECT sent_at FROM mail_outbox WHERE booking_id = $1 AND kind = 'BOOKING_CONFIRMED'`,
              [paid.json().id],
            )
          ).rows[0]?.sent_at;

        await sleep(3_000);
        assert.equal(await sentAt(), null, 'the confirmation waits while the rush lasts');
        rushing = false;
        await rush;
        const quietSince = Date.now();
        while (!(await sentAt())) {
          assert.ok(Date.now() - quietSince < 10_000, 'the confirmation went out within 10 s of the rush');
          await sleep(100);
        }
      } finally {
        rushing = false;
        await rush;
        await sql.end();
        await server.stop();
        await database.drop();
      }
    });
  },
);
