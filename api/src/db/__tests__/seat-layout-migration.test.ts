import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import type { Database } from '../schema.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';

/** A database as migration 003 and the seed of its day left it: one theatre, rows A–J of 12 seats priced by row. */
async function databaseFromBefore(db: Kysely<Database>): Promise<void> {
  await migrateTo(db, '003-abuse-limits');
  await sql`INSERT INTO theaters (id, name, location) VALUES (1, 'Aurora Cinemas', 'Lower Parel, Mumbai')`.execute(db);
  const seats = 'ABCDEFGHIJ'
    .split('')
    .flatMap((row, rowIndex) =>
      Array.from(
        { length: 12 },
        (_, index) =>
          sql`(1, ${`${row}${index + 1}`}, ${row}, ${index + 1}, ${rowIndex < 3 ? 15000 : rowIndex < 7 ? 20000 : 30000})`,
      ),
    );
  await sql`INSERT INTO theater_seats (theater_id, seat_number, row_label, seat_index, price_paise) VALUES ${sql.join(seats)}`.execute(
    db,
  );
}

for (const kind of testDatabaseKinds()) {
  describe(`migration 004 on a database from before [${kind}]`, () => {
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

    test('existing theatres get their city and every seat a column with aisles, a tier by price and a kind', async () => {
      await databaseFromBefore(handle.db);
      await migrateToLatest(handle.db);
      const theater = await handle.db.selectFrom('theaters').selectAll().executeTakeFirstOrThrow();
      assert.equal(theater.city, 'Mumbai');
      // Seats now belong to screens: the cinema's one screen has its layout, its tiers the old prices.
      const screens = await handle.db.selectFrom('screens').selectAll().execute();
      assert.deepEqual(
        screens.map((screen) => screen.name),
        ['Screen 1'],
      );
      const seats = await handle.db
        .selectFrom('screen_seats')
        .selectAll()
        .orderBy('row_label')
        .orderBy('seat_index')
        .execute();
      const tiers = await handle.db
        .selectFrom('screen_tiers')
        .select(['tier', 'price_paise'])
        .orderBy('price_paise')
        .execute();
      assert.deepEqual(tiers, [
        { tier: 'Classic', price_paise: 15000 },
        { tier: 'Prime', price_paise: 20000 },
        { tier: 'Recliner', price_paise: 30000 },
      ]);
      assert.equal(seats.length, 120);
      const seat = (number: string) => seats.find((candidate) => candidate.seat_number === number)!;
      assert.deepEqual(
        seats.filter((row) => row.row_label === 'B').map((row) => row.column_number),
        [1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14],
      );
      assert.deepEqual(
        [seat('A1').tier, seat('C12').tier, seat('D1').tier, seat('G5').tier, seat('H1').tier, seat('J12').tier],
        ['Classic', 'Classic', 'Prime', 'Prime', 'Recliner', 'Recliner'],
      );
      assert.deepEqual(
        ['A1', 'A2', 'A3', 'A11', 'A12', 'B1'].map((number) => seat(number).kind),
        ['wheelchair', 'companion', 'standard', 'companion', 'wheelchair', 'standard'],
      );
    });
  });
}
