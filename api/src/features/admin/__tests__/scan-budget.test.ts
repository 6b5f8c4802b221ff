import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, testConfig, type TestApi } from '../../../testing/test-app.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre] = staffUsers;

describeEachDatabase(
  'the scan budget is per staff account and scanner device',
  (api) => {
    async function scanFrom(token: string, showId: number, device?: string) {
      return api().post(
        '/api/admin/tickets/scan',
        { qr: 'not a ticket', showId, ...(device === undefined ? {} : { deviceId: device }) },
        { token },
      );
    }
    async function setUp(target: TestApi) {
      const token = (
        await target.post('/api/auth/login', { username: everyTheatre.email, password: everyTheatre.password })
      ).json().token as string;
      const [show] = (await target.get('/api/admin/shows', { token })).json().shows;
      return { token, showId: show.id as number };
    }

    test('one device spending its budget of a shared door account (429) does not stop another device of that account', async () => {
      const { token, showId } = await setUp(api());
      const thief = 'c0ffee00-1234-4abc-8def-000000000001';
      const realDoor = 'c0ffee00-1234-4abc-8def-000000000002';
      assert.equal((await scanFrom(token, showId, thief)).status, 200);
      assert.equal((await scanFrom(token, showId, thief)).status, 200);
      const limited = await scanFrom(token, showId, thief);
      assert.equal(limited.status, 429);
      assert.ok(limited.headers['retry-after']);
      assert.equal(limited.json().message.startsWith('Too many scans from this scanner.'), true);
      assert.equal((await scanFrom(token, showId, realDoor)).status, 200);
    });

    test('requests without a well-formed device id share one small budget, never a real device’s', async () => {
      const { token, showId } = await setUp(api());
      const statuses: number[] = [];
      for (const device of [undefined, 'short', 'x'.repeat(65), 'has spaces in the device id'])
        statuses.push((await scanFrom(token, showId, device)).status);
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      assert.equal((await scanFrom(token, showId, 'c0ffee00-1234-4abc-8def-000000000003')).status, 200);
    });
  },
  {
    limits: {
      ...testConfig.limits!,
      scanAccount: { max: 2, windowMs: 60_000 },
      scanWithoutDevice: { max: 3, windowMs: 60_000 },
    },
  },
);
