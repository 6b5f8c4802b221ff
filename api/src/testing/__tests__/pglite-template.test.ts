import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { createTestDatabase } from '../test-database.js';

const migrationsRun = async (db: Kysely<Database>) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map(
    (row) => row.name,
  );

const tables = async (db: Kysely<Database>) =>
  (
    await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`.execute(db)
  ).rows.map((row) => row.name);

test("an in-memory test database starts empty or with every migration applied, and is nobody else's", async () => {
  const fresh = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const empty = await openDatabase((await createTestDatabase('pglite')).target);
  const migrated = await openDatabase((await createTestDatabase('pglite', 'migrated')).target);
  const another = await openDatabase((await createTestDatabase('pglite', 'migrated')).target);
  try {
    assert.deepEqual(await tables(empty.db), await tables(fresh.db), 'the empty one is a new cluster');
    await migrateToLatest(fresh.db);
    assert.deepEqual(
      await migrationsRun(migrated.db),
      await migrationsRun(fresh.db),
      'every migration, as on a database migrated now',
    );
    assert.deepEqual(await tables(migrated.db), await tables(fresh.db));

    await sql`INSERT INTO theaters (name, location, city, time_zone) VALUES ('Template Test', 'Road 1', 'Pune', 'Asia/Kolkata')`.execute(
      migrated.db,
    );
    const named = sql<{ count: number }>`SELECT count(*)::int AS count FROM theaters WHERE name = 'Template Test'`;
    assert.equal((await named.execute(migrated.db)).rows[0].count, 1);
    assert.equal((await named.execute(another.db)).rows[0].count, 0, 'a write stays in its own database');
  } finally {
    await Promise.all([fresh, empty, migrated, another].map((database) => database.close()));
  }
});
