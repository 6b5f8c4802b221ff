import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { createTestDatabase } from '../../testing/test-database.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Another client of the same database making and dropping schemas of its own until told to stop. */
async function dropSchemasUntil(stopped: () => boolean, url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let dropped = 0;
  try {
    while (!stopped()) {
      const schema = `churn_${randomBytes(6).toString('hex')}`;
      const tables = Array.from(
        { length: 20 },
        (_, index) =>
          `CREATE TABLE ${schema}.t${index} (id serial PRIMARY KEY, name text, price integer, at timestamptz, note text)`,
      );
      await client.query(`CREATE SCHEMA ${schema}; ${tables.join('; ')}`);
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      dropped += 1;
    }
  } finally {
    await client.end();
  }
  return dropped;
}

describe(
  'migrations on a PostgreSQL shared with other schemas',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  () => {
    test('a fresh schema migrates while other clients keep dropping theirs (the API starts, no "schema … does not exist")', async () => {
      let done = false;
      const churn = [dropSchemasUntil(() => done, postgresUrl!), dropSchemasUntil(() => done, postgresUrl!)];
      const failures: string[] = [];
      try {
        for (let run = 0; run < 12; run++) {
          const database = await createTestDatabase('postgres');
          const handle = await openDatabase(database.target);
          try {
            await migrateToLatest(handle.db);
            const movies = await handle.db.selectFrom('movies').select('id').execute();
            assert.deepEqual(movies, [], 'the migrated schema is ready and empty');
          } catch (error) {
            failures.push((error as Error).message);
          } finally {
            await handle.close();
            await database.drop();
          }
        }
      } finally {
        done = true;
      }
      const dropped = (await Promise.all(churn)).reduce((sum, count) => sum + count, 0);
      assert.ok(dropped > 0, 'the other clients dropped schemas meanwhile');
      assert.deepEqual(failures, []);
    });
  },
);
