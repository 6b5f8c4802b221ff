import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { registerUser, type TestUser } from '../../../testing/fixtures.js';
import { openDatabase, type DatabaseHandle } from '../../../db/database.js';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

const NO_CINEMA = 'This account is not assigned to a cinema.';

/** A customer made door staff of a new cinema, as an operator would. */
async function doorStaffOfNewCinema(api: TestApi): Promise<{ staff: TestUser; theaterId: number }> {
  const staff = await registerUser(api);
  const theater = await api.app.db
    .insertInto('theaters')
    .values({ name: `Lakeside ${staff.email}`, location: 'Marine Drive, Kochi', city: 'Kochi' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await api.app.db
    .updateTable('users')
    .set({ role: 'staff' })
    .where('email', '=', staff.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.app.db.insertInto('user_cinemas').values({ user_id: user.id, theater_id: theater.id }).execute();
  return { staff, theaterId: theater.id };
}

describeEachDatabase('staff scope: one cinema, or every cinema stored as such', (api) => {
  test('door staff whose cinema is deleted lose their access to every /api/admin route, never gaining every cinema', async () => {
    const { staff, theaterId } = await doorStaffOfNewCinema(api());
    const me = await api().get('/api/admin/me', { token: staff.token });
    assert.equal(me.status, 200);
    assert.deepEqual(
      [me.json().allCinemas, me.json().cinemas.map((cinema: { id: number }) => cinema.id)],
      [false, [theaterId]],
    );

    await api().app.db.deleteFrom('theaters').where('id', '=', theaterId).execute();
    const attempts = [
      await api().get('/api/admin/me', { token: staff.token }),
      await api().get('/api/admin/shows', { token: staff.token }),
      await api().post(
        '/api/admin/tickets/scan',
        { qr: 'x', showId: 1, deviceId: 'lobby-door-scanner-01' },
        { token: staff.token },
      ),
    ];
    for (const response of attempts) {
      assert.equal(response.status, 403);
      assert.deepEqual(response.json(), {
        error: 'Forbidden',
        message: NO_CINEMA,
        requestId: response.headers['x-request-id'],
      });
    }
  });

  test('a staff account with no cinema and not marked for every cinema is refused; marked, it sees every cinema', async () => {
    const staff = await registerUser(api());
    await api().app.db.updateTable('users').set({ role: 'staff' }).where('email', '=', staff.email).execute();
    const refused = await api().get('/api/admin/shows', { token: staff.token });
    assert.equal(refused.status, 403);
    assert.equal(refused.json().message, NO_CINEMA);

    await api().app.db.updateTable('users').set({ all_cinemas: true }).where('email', '=', staff.email).execute();
    assert.deepEqual((await api().get('/api/admin/me', { token: staff.token })).json().allCinemas, true);
    const { shows } = (await api().get('/api/admin/shows', { token: staff.token })).json();
    assert.ok(new Set(shows.map((show: { theater: { id: number } }) => show.theater.id)).size > 1);
  });
});

for (const kind of testDatabaseKinds()) {
  describe(`migrations 009 and 012 on staff from before [${kind}]`, () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    before(async () => {
      database = await createTestDatabase(kind);
      handle = await openDatabase(database.target);
    });
    after(async () => {
      await handle?.close();
      await database?.drop();
    });

    test('staff that had no theatre keep every cinema; theatre staff keep their theatre as their one cinema; customers get none', async () => {
      await migrateTo(handle.db, '007-mail-outbox');
      await sql`INSERT INTO theaters (id, name, location, city) VALUES (1, 'Aurora Cinemas', 'Lower Parel, Mumbai', 'Mumbai')`.execute(
        handle.db,
      );
      await sql`
        INSERT INTO users (name, email, phone, gender, password_hash, role, theater_id) VALUES
          ('Front Desk', 'every@example.com', '9000000001', '', 'x', 'staff', NULL),
          ('Aurora Door', 'aurora@example.com', '9000000002', '', 'x', 'staff', 1),
          ('Customer', 'customer@example.com', '9000000003', '', 'x', 'customer', NULL)
      `.execute(handle.db);
      await migrateToLatest(handle.db);
      const rows = await handle.db.selectFrom('users').select(['email', 'all_cinemas']).orderBy('email').execute();
      assert.deepEqual(rows, [
        { email: 'aurora@example.com', all_cinemas: false },
        { email: 'customer@example.com', all_cinemas: false },
        { email: 'every@example.com', all_cinemas: true },
      ]);
      const cinemas = await handle.db
        .selectFrom('user_cinemas')
        .innerJoin('users', 'users.id', 'user_cinemas.user_id')
        .select(['users.email', 'user_cinemas.theater_id'])
        .execute();
      assert.deepEqual(cinemas, [{ email: 'aurora@example.com', theater_id: 1 }]);
    });
  });
}
