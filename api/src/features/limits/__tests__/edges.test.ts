import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../../app.js';
import { describeEachDatabase, testConfig } from '../../../testing/test-app.js';
import { freshSlot, goodCard, holdSeats, latestCode, registerUser } from '../../../testing/fixtures.js';

describeEachDatabase(
  'abuse limits and edges',
  (api) => {
    test('change-password counts wrong current passwords per account', async () => {
      const user = await registerUser(api());
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (
            await api().put(
              '/api/user/change-password',
              { currentPassword: `wrong-${attempt}`, newPassword: 'another1' },
              { token: user.token },
            )
          ).status,
        );
      }
      assert.deepEqual(statuses, [400, 400, 400, 429]);
      const right = await api().put(
        '/api/user/change-password',
        { currentPassword: user.password, newPassword: 'another1' },
        { token: user.token },
      );
      assert.equal(right.status, 429, 'the right password waits too, or guessing could go on');
      assert.match(right.json().message, /Too many wrong current passwords/);
    });

    test('holding seats on another show releases the account’s earlier hold (one booking session at a time)', async () => {
      const user = await registerUser(api());
      const [first, second] = [await freshSlot(api()), await freshSlot(api())];
      await holdSeats(api(), user.token, first, ['E1', 'E2']);
      await holdSeats(api(), user.token, second, ['E3']);
      const other = await registerUser(api());
      const firstMap = (await api().get(`/api/seats/slot/${first}`, { token: other.token })).json() as {
        seatNumber: string;
        status: string;
      }[];
      assert.equal(firstMap.find((seat) => seat.seatNumber === 'E1')!.status, 'AVAILABLE');
      const late = await api().post(
        '/api/bookings/payment',
        { slotId: first, seatNumbers: ['E1', 'E2'], totalAmount: 1, ...goodCard },
        { token: user.token },
      );
      assert.equal(late.status, 409);
      assert.equal(late.json().reason, 'replaced');
      assert.match(late.json().message, /^Your seats for .+ were released when you chose seats for .+\.$/);
    });

    test('holds per account are rate-limited', async () => {
      const user = await registerUser(api());
      const slotId = await freshSlot(api());
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (
            await api().post(
              '/api/bookings/select-seats',
              { slotId, seatNumbers: [`F${attempt + 1}`] },
              { token: user.token },
            )
          ).status,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
    });

    test('paying for a subset or a superset of the live hold says exactly that', async () => {
      const user = await registerUser(api());
      const slotId = await freshSlot(api());
      await holdSeats(api(), user.token, slotId, ['D1', 'D2']);
      const subset = await api().post(
        '/api/bookings/payment',
        { slotId, seatNumbers: ['D1'], totalAmount: 1, ...goodCard },
        { token: user.token },
      );
      assert.equal(subset.status, 409);
      assert.equal(
        subset.json().message,
        'Your hold is for seats D1, D2: please pay for all of them, or select your seats again.',
      );
      const superset = await api().post(
        '/api/bookings/payment',
        { slotId, seatNumbers: ['D1', 'D2', 'D3'], totalAmount: 1, ...goodCard },
        { token: user.token },
      );
      assert.equal(superset.status, 409);
      assert.equal(
        superset.json().message,
        'Seat D3 is not in your hold (you are holding D1, D2). Please select your seats again.',
      );
    });

    test('an Idempotency-Key is replayed for 24 hours, then counts as new; the sweeper deletes old keys', async () => {
      const user = await registerUser(api());
      const slotId = await freshSlot(api());
      const hold = await holdSeats(api(), user.token, slotId, ['H7']);
      const body = { slotId, seatNumbers: ['H7'], totalAmount: hold.totalAmount, ...goodCard };
      const headers = { 'idempotency-key': 'decline-once' };
      try {
        assert.equal(
          (
            await api().post(
              '/api/bookings/payment',
              { ...body, cardNumber: '4000 0000 0000 0002' },
              { token: user.token, headers },
            )
          ).status,
          400,
        );
        api().clock.advance(60_000);
        assert.equal(
          (await api().post('/api/bookings/payment', body, { token: user.token, headers })).status,
          422,
          'within 24 h the key belongs to the decline',
        );
        api().clock.advance(24 * 3_600_000);
        const { token } = (
          await api().post('/api/auth/login', { username: user.email, password: user.password })
        ).json();
        const laterSlot = await freshSlot(api());
        const later = await holdSeats(api(), token, laterSlot, ['H7']);
        const paid = await api().post(
          '/api/bookings/payment',
          { ...body, slotId: laterSlot, totalAmount: later.totalAmount },
          { token, headers },
        );
        assert.equal(paid.status, 201, 'after 24 h the key is new');
        api().clock.advance(25 * 3_600_000);
        assert.ok((await api().app.sweepExpired()).idempotencyKeys >= 1);
      } finally {
        api().clock.reset();
      }
    });

    test('expired holds are swept from the database', async () => {
      const user = await registerUser(api());
      const slotId = await freshSlot(api());
      await holdSeats(api(), user.token, slotId, ['I1', 'I2']);
      try {
        api().clock.advance(11 * 60_000);
        const swept = await api().app.sweepExpired();
        assert.ok(swept.holds >= 2);
      } finally {
        api().clock.reset();
      }
    });

    test('names must contain something visible', async () => {
      for (const username of ['\u200b\u200b', '\u3164', '\u200d \u2060']) {
        const register = await api().post('/api/auth/register', {
          username,
          email: 'invisible@example.com',
          password: 'secret123',
          phone: '9111111111',
          gender: 'male',
        });
        assert.equal(register.status, 400, JSON.stringify(username));
        assert.match(register.json().message, /username must contain visible letters or digits/);
      }
      const user = await registerUser(api());
      const update = await api().put('/api/user/profile', { username: '\u200b' }, { token: user.token });
      assert.equal(update.status, 400);
      assert.equal((await api().put('/api/user/profile', { username: 'Zoë 🎬' }, { token: user.token })).status, 200);
    });

    test('deleting the account while its favourites, holds and payments are in flight: 4xx with a message, never 500', async () => {
      const statuses: number[] = [];
      for (let round = 0; round < 6; round++) {
        const user = await registerUser(api());
        const slotId = await freshSlot(api());
        const hold = await holdSeats(api(), user.token, slotId, ['B5']);
        const results = await Promise.all([
          api().post(`/api/user/favorites/${1 + (round % 5)}`, undefined, { token: user.token }),
          api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['B6'] }, { token: user.token }),
          api().post(
            '/api/bookings/payment',
            { slotId, seatNumbers: ['B5'], totalAmount: hold.totalAmount, ...goodCard },
            { token: user.token },
          ),
          api().delete('/api/user/delete', { token: user.token }),
          api().post(`/api/user/favorites/${2 + (round % 5)}`, undefined, { token: user.token }),
        ]);
        for (const response of results) {
          statuses.push(response.status);
          if (response.status >= 400) assert.equal(typeof response.json().message, 'string');
        }
      }
      assert.deepEqual(
        statuses.filter((status) => status >= 500),
        [],
      );
    });

    test('the outbox answers loopback clients only', async () => {
      const user = await registerUser(api());
      assert.equal((await api().post('/api/auth/initiate-login', { email: user.email })).status, 200);
      const remote = await api().get('/api/dev/outbox', { query: { to: user.email }, remoteAddress: '203.0.113.9' });
      assert.equal(remote.status, 403);
      assert.match(remote.json().message, /only be read from the machine the API runs on/);
      assert.equal(
        (await api().get('/api/dev/outbox', { query: { to: user.email }, remoteAddress: '::1' })).status,
        200,
      );
      assert.match(await latestCode(api(), user.email), /^\d{6}$/);
    });
  },
  {
    limits: {
      ...testConfig.limits!,
      changePassword: { max: 3, windowMs: 60_000 },
      holdAccount: { max: 3, windowMs: 60_000 },
    },
  },
);

test('production: no outbox, and neither codes nor tokens reach the log', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: { ...testConfig, env: 'production', logLevel: 'trace' },
    database: { kind: 'pglite', dataDir: 'memory://' },
    logger: { level: 'trace', stream } as never,
  });
  try {
    const email = 'prod-user@example.com';
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Prod User', email, password: 'secret123', phone: '9222222222', gender: 'other' },
    });
    assert.equal(register.statusCode, 201);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: 'secret123' },
    });
    const { token } = login.json();
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
      200,
    );
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
      200,
    );
    assert.equal((await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).statusCode, 404);
    const log = lines.join('');
    assert.match(log, /message not delivered/);
    assert.doesNotMatch(log, /\b\d{6}\b.*expires in 5 minutes/);
    assert.ok(!log.includes(token), 'the token is not logged');
    assert.ok(!log.includes('secret123'), 'the password is not logged');
  } finally {
    await app.close();
  }
});

test('a request body that trickles in is dropped after the request timeout', async () => {
  const app = await buildApp({
    config: { ...testConfig, requestTimeoutMs: 1000 },
    database: { kind: 'pglite', dataDir: 'memory://' },
    logger: false,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const startedAt = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
        );
        const drip = setInterval(() => socket.write(' '), 200);
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk;
        });
        socket.on('close', () => {
          clearInterval(drip);
          resolve(received);
        });
        socket.on('error', () => {});
      });
    });
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.ok(Date.now() - startedAt < 10_000, 'dropped, not kept open');
  } finally {
    await app.close();
  }
});
