/**
 * The attacks of issue 7, automated: flushing the rate limits, multiplying budgets across identifiers,
 * addresses and API processes, hoarding seats with throw-away accounts, and database outages under
 * load. Each test prints what it measured (as a test diagnostic, `ℹ red-team …`).
 */
import { describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { describeEachDatabase, testConfig } from '../testing/test-app.js';
import { freshSlot, goodCard, registerUser } from '../testing/fixtures.js';
import { createTestDatabase } from '../testing/test-database.js';
import { call, spawnServer } from '../testing/spawn-server.js';
import { startTcpProxy } from '../testing/tcp-proxy.js';
import { sleep, tally, terminateBackends } from '../testing/chaos.js';

const report = (t: TestContext, name: string, figures: Record<string, unknown>) => t.diagnostic(`red-team ${name}: ${JSON.stringify(figures)}`);
const minutes = (count: number) => count * 60_000;

const defaults = loadConfig({});
const redTeamConfig = {
  rateLimits: { ...defaults.rateLimits, global: { max: 0, windowMs: 60_000 } },
  limits: { ...defaults.limits },
};

/** Sends `count` requests, `parallel` at a time. */
async function flood<T>(count: number, parallel: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => send(start + offset));
    results.push(...await Promise.all(batch));
  }
  return results;
}

const junkAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

describeEachDatabase('red team: rate limits cannot be flushed or multiplied', (api) => {
  const attacker = '198.51.100.7';
  const victimHome = '192.0.2.10';

  test('a flood of junk identifiers from many addresses does not reset a victim’s budget, and the victim still logs in', async (t) => {
    const victim = await registerUser(api());
    const guess = (password: string) => api().post('/api/auth/login', { username: victim.email, password }, { remoteAddress: attacker });
    const before = [];
    for (let attempt = 0; attempt < 12; attempt++) before.push((await guess(`wrong-${attempt}`)).status);
    assert.deepEqual(tally(before), { 401: 10, 429: 2 }, 'ten guesses per account and address');

    const junk = 500;
    const startedAt = Date.now();
    const statuses = await flood(junk, 16, (index) => api().post('/api/auth/login',
      { username: `junk-${index}@example.com`, password: 'x' }, { remoteAddress: junkAddress(index) }).then((response) => response.status));
    const floodSeconds = (Date.now() - startedAt) / 1000;

    const after = [];
    for (let attempt = 0; attempt < 5; attempt++) after.push((await guess(`again-${attempt}`)).status);
    assert.deepEqual(tally(after), { 429: 5 }, 'the victim’s counter survived the flood');
    const own = await api().post('/api/auth/login', { username: victim.phone, password: victim.password }, { remoteAddress: victimHome });
    assert.equal(own.status, 200, 'the victim logs in from their own address');
    report(t, 'flush', {
      junkLogins: junk, floodSeconds, floodStatuses: tally(statuses),
      attackerGuessesAccepted: before.filter((status) => status === 401).length, afterFlood: tally(after), victimOwnLogin: own.status,
    });
  });

  test('email and phone, login and reset codes, many addresses: one budget per account', async (t) => {
    const victim = await registerUser(api());
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    // Password guesses: ten per address, thirty per account in all.
    const logins: number[] = [];
    for (const address of addresses) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const username = attempt % 2 ? victim.email : victim.phone;
        logins.push((await api().post('/api/auth/login', { username, password: `guess-${attempt}` }, { remoteAddress: address })).status);
      }
    }
    // registerUser's own login spent one of the account's thirty.
    assert.equal(logins.filter((status) => status === 401).length, defaults.limits.loginAccount.max - 1);
    // Code guesses through both routes and both identifiers spend one budget.
    const checks: number[] = [];
    const routes = ['/api/auth/verify-otp', '/api/auth/reset-password'];
    for (const address of addresses) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const contact = attempt % 2 ? { email: victim.email } : { phoneNumber: victim.phone };
        const response = await api().post(routes[attempt % 4 < 2 ? 0 : 1], { ...contact, otp: '123456', newPassword: 'whatever1' }, { remoteAddress: address });
        checks.push(response.status);
      }
    }
    const codeGuesses = checks.filter((status) => status !== 429).length;
    assert.equal(codeGuesses, defaults.limits.codesAccount.max, JSON.stringify(checks));
    report(t, 'one budget per account', {
      addresses: addresses.length, passwordGuessesAccepted: logins.length - tally(logins)[429], passwordBudget: defaults.limits.loginAccount.max,
      codeGuessesAccepted: codeGuesses, codeBudget: defaults.limits.codesAccount.max,
    });
  });

  test('enumeration through forgot-password runs at a person’s pace from one address', async (t) => {
    const statuses = [];
    const startedAt = Date.now();
    for (let index = 0; index < 40; index++) {
      statuses.push((await api().post('/api/auth/forgot-password', { email: `candidate-${index}@example.com` }, { remoteAddress: '198.51.100.99' })).status);
    }
    const answered = statuses.filter((status) => status === 404).length;
    assert.equal(answered, defaults.limits.codeSendAddress.max);
    report(t, 'enumeration', {
      candidatesTried: statuses.length, answered, perWindowMinutes: defaults.limits.codeSendAddress.windowMs / 60_000,
      candidatesPerHour: answered * (60 / (defaults.limits.codeSendAddress.windowMs / 60_000)), seconds: (Date.now() - startedAt) / 1000,
    });
  });

}, redTeamConfig);

describeEachDatabase('red team: password hashing under a flood', (api) => {
  test('64 concurrent junk logins from one address are refused at once; a real login still takes a normal time', async (t) => {
    const victim = await registerUser(api());
    const login = async () => {
      const startedAt = Date.now();
      const response = await api().post('/api/auth/login', { username: victim.email, password: victim.password }, { remoteAddress: '192.0.2.10' });
      assert.equal(response.status, 200);
      return Date.now() - startedAt;
    };
    const quietMs = await login();
    const junk = Promise.all(Array.from({ length: 64 }, (_, index) =>
      api().post('/api/auth/login', { username: `flood-${index}@example.com`, password: 'x' }, { remoteAddress: '198.51.100.66' })));
    const duringFloodMs = await login();
    const statuses = (await junk).map((response) => response.status);
    assert.ok(statuses.every((status) => status === 401 || status === 429), JSON.stringify(tally(statuses)));
    assert.ok(statuses.includes(429), 'beyond a few at once, one address is refused without hashing');
    report(t, 'login flood', { concurrentJunkLogins: statuses.length, junkStatuses: tally(statuses), realLoginQuietMs: quietMs, realLoginDuringFloodMs: duringFloodMs });
  });
}, { ...redTeamConfig, passwordHashCost: 14 });

describeEachDatabase('red team: hoarding', (api) => {
  test('a dozen accounts from one address cannot take a show’s seats away from a real buyer', async (t) => {
    const slotId = await freshSlot(api());
    const hoarder = '198.51.100.23';
    const accounts = [];
    for (let index = 0; index < 12; index++) accounts.push(await registerUser(api()));
    const rows = 'ABCDEFGHIJKL';
    const holds = [];
    for (const [index, account] of accounts.entries()) {
      const seatNumbers = Array.from({ length: 10 }, (_, seat) => `${rows[index % 10]}${seat + 1}`);
      holds.push((await api().post('/api/bookings/select-seats', { slotId, seatNumbers }, { token: account.token, remoteAddress: hoarder })).status);
    }
    // A second show each: the first hold is released (one show at a time per account).
    const otherSlot = await freshSlot(api());
    const moved = await api().post('/api/bookings/select-seats', { slotId: otherSlot, seatNumbers: ['A1'] }, { token: accounts[0].token, remoteAddress: hoarder });
    assert.equal(moved.status, 200);

    const seatMap = (await api().get(`/api/seats/slot/${slotId}`)).json() as { status: string }[];
    const heldByHoarders = seatMap.filter((seat) => seat.status === 'HELD').length;
    assert.ok(heldByHoarders <= defaults.limits.holdSeatsPerAddressPerShow);

    const buyer = await registerUser(api());
    const seatNumbers = ['J1', 'J2', 'J3', 'J4'];
    const hold = await api().post('/api/bookings/select-seats', { slotId, seatNumbers }, { token: buyer.token, remoteAddress: '192.0.2.44' });
    assert.equal(hold.status, 200);
    const paid = await api().post('/api/bookings/payment', { slotId, seatNumbers, totalAmount: hold.json().totalAmount, ...goodCard }, { token: buyer.token });
    assert.equal(paid.status, 201);
    report(t, 'hoarding', {
      accounts: accounts.length, holdStatuses: tally(holds), seatsHeldByHoarders: heldByHoarders, seatsInShow: seatMap.length,
      heldAfterOneAccountMovedOn: seatMap.length - seatMap.filter((seat) => seat.status === 'AVAILABLE').length, realBuyerBooked: paid.status === 201,
    });
  });

  test('re-holding never extends the payment session', async (t) => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const first = (await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['C1'] }, { token: user.token })).json();
    let last = first;
    try {
      for (let step = 0; step < 5; step++) {
        api().clock.advance(minutes(1));
        last = (await api().post('/api/bookings/select-seats', { slotId, seatNumbers: [step % 2 ? 'C1' : 'C2'] }, { token: user.token })).json();
        assert.equal(last.holdExpiresAt, first.holdExpiresAt);
      }
    } finally {
      api().clock.reset();
    }
    report(t, 're-hold', { reholds: 5, firstExpiry: first.holdExpiresAt, lastExpiry: last.holdExpiresAt });
  });
}, redTeamConfig);

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('red team: two API processes on one PostgreSQL', { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' }, () => {
  test('budgets are shared by both processes; terminating every backend under load crashes neither', async (t) => {
    const database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url!, JWT_SECRET: 'shared-secret-for-both-processes-0123456789',
      LOGIN_RATE_LIMIT_MAX: '10', CODE_RATE_LIMIT_MAX: '10', HOLD_RATE_LIMIT_MAX: '0',
    };
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const [first, second] = servers.map((server) => server.url);
      const user = { username: 'Victim', email: 'victim@example.com', password: 'secret123', phone: '8000000001', gender: 'other' };
      assert.equal((await call(first, 'POST', '/api/auth/register', user)).status, 201);

      const guesses = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        const base = attempt % 2 ? first : second;
        guesses.push((await call(base, 'POST', '/api/auth/login', { username: attempt % 4 < 2 ? user.email : user.phone, password: `guess-${attempt}` })).status);
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
      const token = (await call(first, 'POST', '/api/auth/login', { username: 'demo@reeltime.app', password: 'demo1234' })).json().token;
      const [movie] = (await call(first, 'GET', '/movies/recent')).json();
      const slots = (await call(first, 'GET', `/movies/${movie.id}`)).json().slots as { slotId: number }[];
      const statuses: number[] = [];
      const booked: number[] = [];
      let running = true;
      const worker = async (base: string, lane: number) => {
        const buyer = { username: `Buyer ${lane}`, email: `buyer${lane}@example.com`, password: 'secret123', phone: `80000001${String(lane).padStart(2, '0')}`, gender: 'other' };
        await call(base, 'POST', '/api/auth/register', buyer);
        const buyerToken = (await call(base, 'POST', '/api/auth/login', { username: buyer.email, password: buyer.password })).json().token ?? token;
        for (let round = 0; running; round++) {
          const slotId = slots[(lane * 7 + round) % slots.length].slotId;
          const seatNumbers = [`${'ABCDEFGHIJ'[round % 10]}${lane + 1}`];
          const hold = await call(base, 'POST', '/api/bookings/select-seats', { slotId, seatNumbers }, buyerToken).catch(() => ({ status: 0, json: () => ({}) }));
          statuses.push(hold.status);
          if (hold.status !== 200) continue;
          const paid = await call(base, 'POST', '/api/bookings/payment', { slotId, seatNumbers, totalAmount: hold.json().totalAmount, ...goodCard, cardNumber: '4111111111111111' }, buyerToken)
            .catch(() => ({ status: 0, json: () => ({}) }));
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
      assert.deepEqual(statuses.filter((status) => ![200, 201, 409, 503].includes(status)), [], 'no 500s, no dropped connections');
      for (const base of [first, second]) assert.equal((await call(base, 'GET', '/health')).status, 200);
      const admin = new (await import('pg')).default.Client({ connectionString: database.url });
      await admin.connect();
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1) AND status = $2', [booked, 'CONFIRMED']);
      await admin.end();
      assert.equal(rows[0].n, booked.length, 'every acknowledged booking is in the database');
      report(t, 'two processes', {
        passwordGuessesAccepted: guesses.filter((status) => status === 401).length, passwordBudget: 10,
        codeGuessesAccepted: codes.filter((status) => status !== 429).length, codeBudget: 10,
        backendsTerminated: terminated, chaosStatuses: tally(statuses), acknowledgedBookings: booked.length, bookingsFoundInDatabase: rows[0].n,
      });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    }
  });
});

describe('red team: PostgreSQL unreachable under load', { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' }, () => {
  test('503 within 5 s while it is down, /health says so, and the same process serves again within 5 s', async (t) => {
    const database = await createTestDatabase('postgres');
    const target = new URL(database.url!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(database.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      app = await buildApp({ config: { ...testConfig, dbConnectTimeoutMs: 1500 }, database: { kind: 'postgres', url: proxied.toString() }, logger: false });
      const inject = async (url: string) => {
        const startedAt = Date.now();
        const response = await app!.inject({ method: 'GET', url });
        return { status: response.statusCode, ms: Date.now() - startedAt, message: response.json().message as string | undefined };
      };
      const [movie] = (await app.inject({ method: 'GET', url: '/movies/recent' })).json();
      const slotId = (await app.inject({ method: 'GET', url: `/movies/${movie.id}` })).json().slots.at(-1).slotId;

      let phase: 'before' | 'down' | 'after' = 'before';
      const samples: { phase: string; status: number; ms: number }[] = [];
      let running = true;
      const load = Array.from({ length: 6 }, async () => {
        while (running) {
          const result = await inject(`/api/seats/slot/${slotId}`);
          samples.push({ phase, status: result.status, ms: result.ms });
          if (result.status >= 500 && result.status !== 503) assert.fail(`unexpected ${result.status}`);
        }
      });
      await sleep(500);
      phase = 'down';
      proxy.cut();
      await sleep(3000);
      const health = await inject('/health');
      assert.equal(health.status, 503);
      assert.match(health.message ?? '', /database/i);
      const refused = await inject(`/api/seats/slot/${slotId}`);
      assert.equal(refused.status, 503);
      assert.match(refused.message ?? '', /temporarily unavailable/);

      proxy.restore();
      const restoredAt = Date.now();
      phase = 'after';
      let recoveredMs = -1;
      while (Date.now() - restoredAt < 5000) {
        if ((await inject('/health')).status === 200) {
          recoveredMs = Date.now() - restoredAt;
          break;
        }
        await sleep(100);
      }
      await sleep(500);
      running = false;
      await Promise.all(load);

      const down = samples.filter((sample) => sample.phase === 'down');
      const slowest = Math.max(...down.map((sample) => sample.ms));
      assert.ok(recoveredMs >= 0, 'serving again within 5 s of PostgreSQL coming back');
      assert.ok(slowest < 5000, `every request answered within 5 s while down (slowest ${slowest} ms)`);
      assert.equal(samples.at(-1)!.status, 200);
      report(t, 'outage', {
        requests: samples.length, whileDown: tally(down.map((sample) => sample.status)), slowestWhileDownMs: slowest,
        healthWhileDown: health.status, recoveredAfterMs: recoveredMs,
        afterRecovery: tally(samples.filter((sample) => sample.phase === 'after').map((sample) => sample.status)),
      });
    } finally {
      await app?.close();
      await proxy.close();
      await database.drop();
    }
  });
});

