/**
 * Known attacks on the limits, automated: flushing the rate limits, multiplying budgets across identifiers,
 * addresses and API processes, hoarding seats with throw-away accounts, and database outages under
 * load. Each test prints what it measured (as a test diagnostic, `ℹ red-team …`).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goodCard } from '../../testing/fixtures.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { call, spawnServer } from '../../testing/spawn-server.js';
import { sleep, tally, terminateBackends } from '../../testing/chaos.js';
import { report } from './shared.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe(
  'red team: two API processes on one PostgreSQL',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('budgets are shared by both processes; terminating every backend under load crashes neither', async (t) => {
      const database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url!,
        JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
        LOGIN_RATE_LIMIT_MAX: '10',
        CODE_RATE_LIMIT_MAX: '10',
        HOLD_RATE_LIMIT_MAX: '0',
      };
      const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
      try {
        const [first, second] = servers.map((server) => server.url);
        const user = {
          username: 'Victim',
          email: 'victim@example.com',
          password: 'secret123',
          phone: '8000000001',
          gender: 'other',
        };
        assert.equal((await call(first, 'POST', '/api/auth/register', user)).status, 201);

        const guesses = [];
        for (let attempt = 0; attempt < 40; attempt++) {
          const base = attempt % 2 ? first : second;
          guesses.push(
            (
              await call(base, 'POST', '/api/auth/login', {
                username: attempt % 4 < 2 ? user.email : user.phone,
                password: `guess-${attempt}`,
              })
            ).status,
          );
        }
        assert.equal(guesses.filter((status) => status === 401).length, 10);
        const codes = [];
        for (let attempt = 0; attempt < 40; attempt++) {
          const base = attempt % 2 ? first : second;
          const route = attempt % 4 < 2 ? '/api/auth/verify-otp' : '/api/auth/reset-password';
          const contact = attempt % 8 < 4 ? { email: user.email } : { phoneNumber: user.phone };
          codes.push((await call(base, 'POST', route, { ...contact, otp: '123456', newPassword: 'whatever1' })).status);
        }
        assert.equal(codes.filter((status) => status !== 429).length, 10);

        // Chaos: both processes book seats while every backend of theirs is terminated, twice.
        const token = (
          await call(first, 'POST', '/api/auth/login', { username: 'demo@reeltime.app', password: 'demo1234' })
        ).json().token;
        const [movie] = (await call(first, 'GET', '/movies/recent')).json();
        const slots = (await call(first, 'GET', `/movies/${movie.id}`)).json().slots as { slotId: number }[];
        const statuses: number[] = [];
        const booked: number[] = [];
        let running = true;
        const worker = async (base: string, lane: number) => {
          const buyer = {
            username: `Buyer ${lane}`,
            email: `buyer${lane}@example.com`,
            password: 'secret123',
            phone: `80000001${String(lane).padStart(2, '0')}`,
            gender: 'other',
          };
          await call(base, 'POST', '/api/auth/register', buyer);
          const buyerToken =
            (await call(base, 'POST', '/api/auth/login', { username: buyer.email, password: buyer.password })).json()
              .token ?? token;
          for (let round = 0; running; round++) {
            const slotId = slots[(lane * 7 + round) % slots.length].slotId;
            const seatNumbers = [`${'ABCDEFGHIJ'[round % 10]}${lane + 1}`];
            const hold = await call(
              base,
              'POST',
              '/api/bookings/select-seats',
              { slotId, seatNumbers },
              buyerToken,
            ).catch(() => ({ status: 0, json: () => ({}) }));
            statuses.push(hold.status);
            if (hold.status !== 200) continue;
            const paid = await call(
              base,
              'POST',
              '/api/bookings/payment',
              {
                slotId,
                seatNumbers,
                totalAmount: hold.json().totalAmount,
                ...goodCard,
                cardNumber: '4111111111111111',
              },
              buyerToken,
            ).catch(() => ({ status: 0, json: () => ({}) }));
            statuses.push(paid.status);
            if (paid.status === 201) booked.push(paid.json().id);
          }
        };
        const workers = Array.from({ length: 8 }, (_, lane) => worker(lane % 2 ? first : second, lane));
        await sleep(1500);
        const terminated = [await terminateBackends(database.applicationName!)];
        await sleep(1000);
        terminated.push(await terminateBackends(database.applicationName!));
        await sleep(1500);
        running = false;
        await Promise.all(workers);

        for (const server of servers) assert.equal(server.child.exitCode, null, 'the API process is still running');
        assert.deepEqual(
          statuses.filter((status) => ![200, 201, 409, 503].includes(status)),
          [],
          'no 500s, no dropped connections',
        );
        for (const base of [first, second]) assert.equal((await call(base, 'GET', '/health')).status, 200);
        const admin = new (await import('pg')).default.Client({ connectionString: database.url });
        await admin.connect();
        const { rows } = await admin.query(
          'SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = $2',
          [booked, 'CONFIRMED'],
        );
        await admin.end();
        assert.equal(rows[0].n, booked.length, 'every acknowledged booking is in the database');
        report(t, 'two processes', {
          passwordGuessesAccepted: guesses.filter((status) => status === 401).length,
          passwordBudget: 10,
          codeGuessesAccepted: codes.filter((status) => status !== 429).length,
          codeBudget: 10,
          backendsTerminated: terminated,
          chaosStatuses: tally(statuses),
          acknowledgedBookings: booked.length,
          bookingsFoundInDatabase: rows[0].n,
        });
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        await database.drop();
      }
    });
  },
);
