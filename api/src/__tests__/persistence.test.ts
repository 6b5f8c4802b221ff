import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, spawnServer } from '../testing/spawn-server.js';

test('a booking survives kill -9 of the API (PGlite data folder), and a restart is quick', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reeltime-persist-'));
  const env = { DATA_DIR: dataDir };
  try {
    const firstStartedAt = Date.now();
    const first = await spawnServer(env);
    const firstStartMs = Date.now() - firstStartedAt;
    let bookingId: number;
    try {
      const login = await call(first.url, 'POST', '/api/auth/login', {
        username: 'demo@reeltime.app',
        password: 'demo1234',
      });
      assert.equal(login.status, 200);
      const { token } = login.json();
      const [movie] = (await call(first.url, 'GET', '/movies/recent')).json();
      const { slots } = (await call(first.url, 'GET', `/movies/${movie.id}`)).json();
      const slotId = slots.at(-1).slotId;
      const hold = await call(
        first.url,
        'POST',
        '/api/bookings/select-seats',
        { slotId, seatNumbers: ['J11', 'J12'] },
        token,
      );
      assert.equal(hold.status, 200);
      const payment = await call(
        first.url,
        'POST',
        '/api/bookings/payment',
        {
          slotId,
          seatNumbers: ['J11', 'J12'],
          totalAmount: hold.json().totalAmount,
          cardNumber: '4111111111111111',
          cardHolderName: 'Demo User',
          expiryDate: '12/39',
          cvv: '123',
        },
        token,
      );
      assert.equal(payment.status, 201);
      bookingId = payment.json().id;
    } finally {
      assert.equal(await first.stop('SIGKILL'), 'SIGKILL');
    }

    const startedAt = Date.now();
    const second = await spawnServer(env);
    try {
      const health = await call(second.url, 'GET', '/health');
      assert.equal(health.status, 200);
      // Against the first start (which created and seeded the database) on the same machine, not a fixed number of
      // seconds: a loaded machine slows both, while a restart that recovered or seeded for long would stand out.
      const secondStartMs = Date.now() - startedAt;
      assert.ok(
        secondStartMs < firstStartMs + 5_000,
        `the restart serves no slower than the first start (${secondStartMs} ms, first ${firstStartMs} ms)`,
      );
      const { token } = (
        await call(second.url, 'POST', '/api/auth/login', { username: '9876543210', password: 'demo1234' })
      ).json();
      const bookings = (await call(second.url, 'GET', '/api/bookings/my-bookings', undefined, token)).json();
      assert.ok(
        bookings.some(
          (booking: { id: number; status: string }) => booking.id === bookingId && booking.status === 'CONFIRMED',
        ),
      );
      assert.equal((await call(second.url, 'GET', '/movies')).json().length, 18, 'seeded once, not twice');
    } finally {
      assert.equal(await second.stop('SIGTERM'), '0', 'clean exit on SIGTERM');
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
