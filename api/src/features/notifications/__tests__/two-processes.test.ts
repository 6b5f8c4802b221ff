import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goodCard } from '../../../testing/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { call, spawnServer, type ServerProcess } from '../../../testing/spawn-server.js';
import { TestSmtpServer } from '../../../testing/smtp-server.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const BOOKINGS = 6;

describe(
  'booking e-mails from two API processes on one PostgreSQL',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    const smtp = new TestSmtpServer();
    let database: TestDatabase;
    let servers: ServerProcess[] = [];

    before(async () => {
      await smtp.start();
      database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_POLL_SECONDS: '1',
        MAIL_RETRY_SECONDS: '1',
      };
      // One after the other: the first migrates and seeds the schema.
      servers = [await spawnServer(env)];
      servers.push(await spawnServer(env));
    });

    after(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
      await smtp.stop();
    });

    test('both workers race for every mail; each booking is mailed exactly once, with a refused send retried', async () => {
      const [first, second] = servers.map((server) => server.url);
      const user = {
        username: 'Mail Racer',
        email: 'racer@example.com',
        password: 'secret123',
        phone: '8000000077',
        gender: 'other',
      };
      assert.equal((await call(first, 'POST', '/api/auth/register', user)).status, 201);
      const { token } = (
        await call(first, 'POST', '/api/auth/login', { username: user.email, password: user.password })
      ).json();

      const recent = (await call(first, 'GET', '/movies/recent')).json() as { id: number }[];
      const slots: number[] = [];
      for (const movie of recent) {
        slots.push(
          ...((await call(first, 'GET', `/movies/${movie.id}`)).json().slots as { slotId: number }[])
            .slice(8, 10)
            .map((slot) => slot.slotId),
        );
        if (slots.length >= BOOKINGS) break;
      }

      smtp.failNext = 2;
      const bookingIds: number[] = [];
      for (const [index, slotId] of slots.slice(0, BOOKINGS).entries()) {
        const base = index % 2 ? second : first;
        const hold = (
          await call(base, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers: ['J1'] }, token)
        ).json();
        const paid = await call(
          base,
          'POST',
          '/api/bookings/payment',
          { slotId, seatNumbers: ['J1'], totalAmount: hold.totalAmount, ...goodCard },
          token,
        );
        assert.equal(paid.status, 201, paid.text);
        bookingIds.push(paid.json().id);
      }

      const deadline = Date.now() + 60_000;
      while (smtp.received.length < BOOKINGS && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      // Both workers keep polling: give a duplicate every chance to show up.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      const mailed = smtp.received.map((mail) => Number(/filename=ticket-booking-(\d+)\.pdf/.exec(mail.raw)?.[1]));
      assert.deepEqual(
        [...mailed].sort((a, b) => a - b),
        [...bookingIds].sort((a, b) => a - b),
      );
      assert.ok(smtp.received.every((mail) => mail.to.includes(user.email)));
    });
  },
);
