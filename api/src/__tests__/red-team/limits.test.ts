/**
 * Known attacks on the limits, automated: flushing the rate limits, multiplying budgets across identifiers,
 * addresses and API processes, hoarding seats with throw-away accounts, and database outages under
 * load. Each test prints what it measured (as a test diagnostic, `ℹ red-team …`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-app.js';
import { registerUser } from '../../testing/fixtures.js';
import { tally } from '../../testing/chaos.js';
import { report, defaults, redTeamConfig, flood, junkAddress } from './shared.js';

describeEachDatabase(
  'red team: rate limits cannot be flushed or multiplied',
  (api) => {
    const attacker = '198.51.100.7';
    const victimHome = '192.0.2.10';

    test('a flood of junk identifiers from many addresses does not reset a victim’s budget, and the victim still logs in', async (t) => {
      const victim = await registerUser(api());
      const guess = (password: string) =>
        api().post('/api/auth/login', { username: victim.email, password }, { remoteAddress: attacker });
      const before = [];
      for (let attempt = 0; attempt < 12; attempt++) before.push((await guess(`wrong-${attempt}`)).status);
      assert.deepEqual(tally(before), { 401: 10, 429: 2 }, 'ten guesses per account and address');

      const junk = 500;
      const startedAt = Date.now();
      const statuses = await flood(junk, 16, (index) =>
        api()
          .post(
            '/api/auth/login',
            { username: `junk-${index}@example.com`, password: 'x' },
            { remoteAddress: junkAddress(index) },
          )
          .then((response) => response.status),
      );
      const floodSeconds = (Date.now() - startedAt) / 1000;

      const after = [];
      for (let attempt = 0; attempt < 5; attempt++) after.push((await guess(`again-${attempt}`)).status);
      assert.deepEqual(tally(after), { 429: 5 }, 'the victim’s counter survived the flood');
      const own = await api().post(
        '/api/auth/login',
        { username: victim.phone, password: victim.password },
        { remoteAddress: victimHome },
      );
      assert.equal(own.status, 200, 'the victim logs in from their own address');
      report(t, 'flush', {
        junkLogins: junk,
        floodSeconds,
        floodStatuses: tally(statuses),
        attackerGuessesAccepted: before.filter((status) => status === 401).length,
        afterFlood: tally(after),
        victimOwnLogin: own.status,
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
          logins.push(
            (
              await api().post(
                '/api/auth/login',
                { username, password: `guess-${attempt}` },
                { remoteAddress: address },
              )
            ).status,
          );
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
          const response = await api().post(
            routes[attempt % 4 < 2 ? 0 : 1],
            { ...contact, otp: '123456', newPassword: 'whatever1' },
            { remoteAddress: address },
          );
          checks.push(response.status);
        }
      }
      const codeGuesses = checks.filter((status) => status !== 429).length;
      assert.equal(codeGuesses, defaults.limits.codesAccount.max, JSON.stringify(checks));
      report(t, 'one budget per account', {
        addresses: addresses.length,
        passwordGuessesAccepted: logins.length - tally(logins)[429],
        passwordBudget: defaults.limits.loginAccount.max,
        codeGuessesAccepted: codeGuesses,
        codeBudget: defaults.limits.codesAccount.max,
      });
    });

    test('enumeration through forgot-password runs at a person’s pace from one address', async (t) => {
      const statuses = [];
      const startedAt = Date.now();
      for (let index = 0; index < 40; index++) {
        statuses.push(
          (
            await api().post(
              '/api/auth/forgot-password',
              { email: `candidate-${index}@example.com` },
              { remoteAddress: '198.51.100.99' },
            )
          ).status,
        );
      }
      const answered = statuses.filter((status) => status === 404).length;
      assert.equal(answered, defaults.limits.codeSendAddress.max);
      report(t, 'enumeration', {
        candidatesTried: statuses.length,
        answered,
        perWindowMinutes: defaults.limits.codeSendAddress.windowMs / 60_000,
        candidatesPerHour: answered * (60 / (defaults.limits.codeSendAddress.windowMs / 60_000)),
        seconds: (Date.now() - startedAt) / 1000,
      });
    });
  },
  redTeamConfig,
);

describeEachDatabase(
  'red team: password hashing under a flood',
  (api) => {
    test('64 concurrent junk logins from one address are refused at once; a real login still takes a normal time', async (t) => {
      const victim = await registerUser(api());
      const login = async () => {
        const startedAt = Date.now();
        const response = await api().post(
          '/api/auth/login',
          { username: victim.email, password: victim.password },
          { remoteAddress: '192.0.2.10' },
        );
        assert.equal(response.status, 200);
        return Date.now() - startedAt;
      };
      const quietMs = await login();
      const junk = Promise.all(
        Array.from({ length: 64 }, (_, index) =>
          api().post(
            '/api/auth/login',
            { username: `flood-${index}@example.com`, password: 'x' },
            { remoteAddress: '198.51.100.66' },
          ),
        ),
      );
      const duringFloodMs = await login();
      const statuses = (await junk).map((response) => response.status);
      assert.ok(
        statuses.every((status) => status === 401 || status === 429),
        JSON.stringify(tally(statuses)),
      );
      assert.ok(statuses.includes(429), 'beyond a few at once, one address is refused without hashing');
      report(t, 'login flood', {
        concurrentJunkLogins: statuses.length,
        junkStatuses: tally(statuses),
        realLoginQuietMs: quietMs,
        realLoginDuringFloodMs: duringFloodMs,
      });
    });
  },
  { ...redTeamConfig, passwordHashCost: 14 },
);
