import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reopenedDatabase } from '../../testing/reopened-database.js';
import { runCreateAdmin } from '../../testing/create-admin-process.js';

const password = 'long enough pass phrase';

test('create-admin on PGlite: refused while an API has the folder open, then makes an admin who logs in to the scanner [pglite]', async () => {
  const database = await reopenedDatabase('pglite');
  const env = { DATA_DIR: database.dataDir! };
  try {
    // The API, running in this test's process, has the PGlite folder open.
    const running = await database.start({ env: 'production', demoData: false });
    try {
      const refused = await runCreateAdmin(['--email', 'ops@example.com', '--name', 'Ops Lead'], env, `${password}\n`);
      assert.equal(refused.code, 1, refused.stderr);
      assert.match(
        refused.stderr,
        new RegExp(
          `in use by process ${process.pid} \\(a running API\\?\\)\\. PGlite allows one process at a time: stop that process first`,
        ),
      );
      assert.equal(
        (await running.inject({ method: 'GET', url: '/health' })).statusCode,
        200,
        'the running API is untouched',
      );
      assert.deepEqual(
        (await running.inject({ method: 'GET', url: '/movies' })).json(),
        [],
        'a production start begins empty',
      );
    } finally {
      await running.close();
    }

    const created = await runCreateAdmin(['--email', 'Ops@Example.com', '--name', 'Ops Lead'], env, `${password}\n`);
    assert.equal(created.code, 0, created.stderr);
    assert.match(
      created.stdout,
      /^Created admin account #\d+: Ops Lead <ops@example\.com> \(the whole chain, every cinema\)\.$/m,
    );
    assert.ok(!`${created.stdout}${created.stderr}`.includes(password), 'the password is never printed');

    const again = await runCreateAdmin(['--email', 'ops@example.com', '--name', 'Someone Else'], env, `${password}\n`);
    assert.equal(again.code, 1);
    assert.match(
      again.stderr,
      /An account with email ops@example\.com already exists \(an admin account\)\..*--reset-password/,
    );

    const app = await database.start({ env: 'production', demoData: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'ops@example.com', password },
      });
      assert.equal(login.statusCode, 200, login.body);
      const me = await app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      assert.equal(me.statusCode, 200, me.body);
      assert.deepEqual(
        { ...(me.json() as object), id: 0 },
        { id: 0, name: 'Ops Lead', email: 'ops@example.com', role: 'admin', allCinemas: true, cinemas: [] },
      );
      // The admin passes the door's role check (a production start has no shows yet: the show is not found, not forbidden).
      const scan = await app.inject({
        method: 'POST',
        url: '/api/admin/tickets/scan',
        payload: { qr: '{"ref":"RT-000000","sig":"x"}', showId: 1 },
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      assert.deepEqual(
        [scan.statusCode, scan.json().message],
        [404, 'Show not found: choose the show you are admitting for again.'],
        'the admin uses the scanner',
      );
      const accounts = await app.inject({
        method: 'GET',
        url: '/api/admin/accounts',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      assert.deepEqual(
        accounts.json().accounts.map((account: { email: string; status: string }) => [account.email, account.status]),
        [['ops@example.com', 'active']],
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
});
