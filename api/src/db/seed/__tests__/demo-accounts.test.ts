import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { demoUser } from '../demo-user.js';
import { staffUsers } from '../staff-user.js';

const demoLogins = [demoUser, ...staffUsers].map(({ email, password }) => ({ email, password }));

/** Whether an account has this email: forgot-password answers 404 "not registered" only when none has. */
async function exists(api: TestApi, email: string): Promise<boolean> {
  return (await api.post('/api/auth/forgot-password', { email })).status !== 404;
}

describeEachDatabase(
  'a production start on a new database',
  (api) => {
    test('creates no account with a published password', async () => {
      for (const { email, password } of demoLogins) {
        assert.equal((await api().post('/api/auth/login', { username: email, password })).status, 401, email);
        assert.equal(await exists(api(), email), false, email);
      }
      assert.equal(
        (await api().post('/api/auth/login', { username: demoUser.phone, password: demoUser.password })).status,
        401,
      );
    });
  },
  { env: 'production', demoData: false },
);

describeEachDatabase('a demo start (DEMO_DATA=true)', (api) => {
  test('creates the demo customer and the demo staff accounts with their published passwords', async () => {
    for (const { email, password } of demoLogins) {
      assert.equal((await api().post('/api/auth/login', { username: email, password })).status, 200, email);
    }
    const staff = (
      await api().post('/api/auth/login', { username: 'staff@reeltime.app', password: 'staff1234' })
    ).json();
    assert.equal((await api().get('/api/admin/me', { token: staff.token })).json().role, 'staff');
  });
});
