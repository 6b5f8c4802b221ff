import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goodCard } from '../../../testing/fixtures.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { call, spawnServer } from '../../../testing/spawn-server.js';
import { demoUser } from '../../../db/seed/demo-user.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe(
  'ticket scans on two API processes sharing one PostgreSQL',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('each ticket scanned at the same moment on both processes is admitted exactly once; both verify the same signatures', async () => {
      const database = await createTestDatabase('postgres');
      // No TICKET_SIGNING_KEY: the key generated into the database must be the one both processes use.
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
        SCAN_RATE_LIMIT_MAX: '0',
        SCAN_NO_DEVICE_RATE_LIMIT_MAX: '0',
        // The show booked below is the next one, which may start more than a day from now, depending on the hour:
        // admission opens a fortnight before a show.
        TICKET_ADMISSION_OPENS_MINUTES: String(14 * 24 * 60),
      };
      const [first, second] = await Promise.all([spawnServer(env), spawnServer(env)]);
      try {
        const login = async (base: string, username: string, password: string) =>
          (await call(base, 'POST', '/api/auth/login', { username, password })).json().token as string;
        const customer = await login(first.url, demoUser.email, demoUser.password);
        const [staffA, staffB] = await Promise.all([
          login(first.url, staffUsers[0].email, staffUsers[0].password),
          login(second.url, staffUsers[0].email, staffUsers[0].password),
        ]);

        const [movie] = (await call(first.url, 'GET', '/movies/recent')).json();
        const [slot] = (await call(first.url, 'GET', `/movies/${movie.id}`)).json().slots;
        const tickets: string[] = [];
        for (const seat of ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8']) {
          const hold = (
            await call(
              first.url,
              'POST',
              '/api/bookings/select-seats',
              { slotId: slot.slotId, seatNumbers: [seat] },
              customer,
            )
          ).json();
          const paid = await call(
            first.url,
            'POST',
            '/api/bookings/payment',
            { slotId: slot.slotId, seatNumbers: [seat], totalAmount: hold.totalAmount, ...goodCard },
            customer,
          );
          assert.equal(paid.status, 201, paid.text);
          tickets.push(paid.json().ticketQr);
        }

        for (const qr of tickets) {
          const [a, b] = await Promise.all([
            call(first.url, 'POST', '/api/admin/tickets/scan', { qr, showId: slot.slotId }, staffA),
            call(second.url, 'POST', '/api/admin/tickets/scan', { qr, showId: slot.slotId }, staffB),
          ]);
          assert.deepEqual([a.status, b.status], [200, 200]);
          assert.deepEqual([a.json().result, b.json().result].sort(), ['admitted', 'already_used']);
        }
      } finally {
        await Promise.all([first.stop(), second.stop()]);
        await database.drop();
      }
    });
  },
);
