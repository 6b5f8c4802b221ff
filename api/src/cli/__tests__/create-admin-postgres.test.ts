import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reopenedDatabase } from '../../testing/reopened-database.js';
import { runCreateAdmin } from '../../testing/create-admin-process.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

const login = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { username, password },
});

// PostgreSQL only (with TEST_DATABASE_URL); create-admin on PGlite is tested beside it.
for (const kind of testDatabaseKinds().filter((candidate) => candidate === 'postgres')) {
  test(`create-admin on PostgreSQL: a staff account of one cinema, its password reset, a customer left alone [${kind}]`, async () => {
    const database = await reopenedDatabase(kind);
    const env = { DATABASE_URL: database.url! };
    try {
      // A running API (PostgreSQL takes both at once) with a cinema put in through the back office, and a customer.
      const app = await database.start({ env: 'production', demoData: false });
      let customerCase;
      try {
        await app.db
          .insertInto('theaters')
          .values({ name: 'Aurora Cinemas', location: 'Lower Parel, Mumbai', city: 'Mumbai' })
          .execute();
        const staff = await runCreateAdmin(
          [
            '--role',
            'staff',
            '--cinema',
            'Aurora Cinemas',
            '--email',
            'door@example.com',
            '--name',
            'Aurora Door',
            '--phone',
            '98765 43000',
          ],
          env,
          'first door password\n',
        );
        assert.equal(staff.code, 0, staff.stderr);
        assert.match(
          staff.stdout,
          /Created staff account #\d+: Aurora Door <door@example\.com> \(Aurora Cinemas only\)\./,
        );
        const first = await app.inject(login('door@example.com', 'first door password'));
        assert.equal(first.statusCode, 200);
        const me = (
          await app.inject({
            method: 'GET',
            url: '/api/admin/me',
            headers: { authorization: `Bearer ${first.json().token}` },
          })
        ).json();
        assert.deepEqual(
          [me.role, me.allCinemas, me.cinemas.map((cinema: { name: string }) => cinema.name)],
          ['staff', false, ['Aurora Cinemas']],
        );
        assert.equal(
          (await app.inject(login('9876543000', 'first door password'))).statusCode,
          200,
          'logs in by its phone too',
        );

        const reset = await runCreateAdmin(
          ['--reset-password', '--email', 'door@example.com'],
          env,
          'second door password\n',
        );
        assert.equal(reset.code, 0, reset.stderr);
        assert.match(
          reset.stdout,
          /New password set for staff account #\d+: Aurora Door <door@example\.com>.*its sessions have ended\./,
        );
        assert.equal((await app.inject(login('door@example.com', 'first door password'))).statusCode, 401);
        assert.equal((await app.inject(login('door@example.com', 'second door password'))).statusCode, 200);
        const oldSession = await app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { authorization: `Bearer ${first.json().token}` },
        });
        assert.equal(oldSession.statusCode, 401, 'the session from before the reset has ended');

        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            username: 'Cust',
            email: 'cust@example.com',
            phone: '9123456780',
            password: 'customer-pass',
            gender: 'other',
          },
        });
        customerCase = await runCreateAdmin(
          ['--reset-password', '--email', 'cust@example.com'],
          env,
          'attacker chosen password\n',
        );
        assert.equal(
          (await app.inject(login('cust@example.com', 'customer-pass'))).statusCode,
          200,
          'the customer keeps their password',
        );
      } finally {
        await app.close();
      }
      assert.equal(customerCase.code, 1);
      assert.match(customerCase.stderr, /cust@example\.com is a customer account/);

      const unknownCinema = await runCreateAdmin(
        ['--role', 'staff', '--cinema', 'Nowhere', '--email', 'x@example.com', '--name', 'X'],
        env,
        'some long password\n',
      );
      assert.equal(unknownCinema.code, 1);
      assert.match(unknownCinema.stderr, /No cinema is named "Nowhere"\. Cinemas: .*Aurora Cinemas/);
    } finally {
      await database.drop();
    }
  });
}
