import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { createTestDatabase } from '../test-database.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** What a schema holds that the API relies on: migrations run, tables and columns, indexes, functions, triggers. */
async function shape(db: Kysely<Database>) {
  const rows = async (query: ReturnType<typeof sql<{ item: string }>>) =>
    (await query.execute(db)).rows.map((row) => row.item);
  return {
    migrations: await rows(sql`SELECT name AS item FROM kysely_migration ORDER BY name`),
    columns: await rows(sql`
      SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
             coalesce(replace(column_default, current_schema() || '.', ''), '') AS item
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`),
    indexes: await rows(sql`
      SELECT replace(indexdef, current_schema() || '.', '') AS item
      FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`),
    functions: await rows(sql`
      SELECT p.proname || ' ' || md5(p.prosrc) AS item
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() ORDER BY 1`),
    triggers: await rows(sql`
      SELECT event_object_table || '.' || trigger_name || ' ' || event_manipulation AS item
      FROM information_schema.triggers WHERE trigger_schema = current_schema() ORDER BY 1`),
  };
}

test(
  'a migrated PostgreSQL test schema is the same as one migrated now, and nobody else’s',
  { skip: postgresUrl ? false : 'needs TEST_DATABASE_URL (CI sets it)' },
  async () => {
    const [fresh, migrated, another] = await Promise.all([
      createTestDatabase('postgres'),
      createTestDatabase('postgres', 'migrated'),
      createTestDatabase('postgres', 'migrated'),
    ]);
    const [freshDb, migratedDb, anotherDb] = await Promise.all(
      [fresh, migrated, another].map((database) => openDatabase(database.target)),
    );
    try {
      const tables = sql<{
        count: number;
      }>`SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = current_schema()`;
      assert.equal((await tables.execute(freshDb.db)).rows[0].count, 0, 'an empty schema is empty');
      await migrateToLatest(freshDb.db);
      assert.deepEqual(await shape(migratedDb.db), await shape(freshDb.db));

      await sql`INSERT INTO theaters (name, location, city, time_zone) VALUES ('Template Test', 'Road 1', 'Pune', 'Asia/Kolkata')`.execute(
        migratedDb.db,
      );
      const named = sql<{ count: number }>`SELECT count(*)::int AS count FROM theaters WHERE name = 'Template Test'`;
      assert.equal((await named.execute(migratedDb.db)).rows[0].count, 1);
      assert.equal((await named.execute(anotherDb.db)).rows[0].count, 0, 'a write stays in its own schema');
    } finally {
      await Promise.all([freshDb, migratedDb, anotherDb].map((database) => database.close()));
      await Promise.all([fresh, migrated, another].map((database) => database.drop()));
    }
  },
);
