import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';

for (const kind of testDatabaseKinds()) {
  describe(`migration 025, one writer of a booking's mail [${kind}]`, () => {
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

    /** The functions of the schema that write mail, and whether the payment's calls enqueue_mail. */
    async function mailFunctions() {
      const { rows } = await sql<{ name: string; source: string }>`
        SELECT p.proname AS name, p.prosrc AS source FROM pg_proc p
        WHERE p.pronamespace = current_schema()::regnamespace
          AND p.proname IN ('enqueue_mail', 'queue_show_reminders', 'pay_for_hold', 'hold_seats')
        ORDER BY p.proname`.execute(handle.db);
      return {
        names: rows.map((row) => row.name),
        paymentCallsIt: rows.some((row) => row.name === 'pay_for_hold' && row.source.includes('enqueue_mail(')),
      };
    }

    test('rolls back to the payment writing its own mail rows, and forward again', async () => {
      await migrateToLatest(handle.db);
      assert.deepEqual(await mailFunctions(), {
        names: ['enqueue_mail', 'hold_seats', 'pay_for_hold', 'queue_show_reminders'],
        paymentCallsIt: true,
      });
      await migrateTo(handle.db, '024-hold-and-pay-functions');
      assert.deepEqual(await mailFunctions(), { names: ['hold_seats', 'pay_for_hold'], paymentCallsIt: false });
      await migrateToLatest(handle.db);
      assert.deepEqual(await mailFunctions(), {
        names: ['enqueue_mail', 'hold_seats', 'pay_for_hold', 'queue_show_reminders'],
        paymentCallsIt: true,
      });
    });
  });
}
