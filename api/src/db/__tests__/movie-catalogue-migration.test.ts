import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';

for (const kind of testDatabaseKinds()) {
  describe(`migration 013 on movies from before [${kind}]`, () => {
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

    test('comma-separated languages and genres become lists in their order, and come back as text when rolled back', async () => {
      await migrateTo(handle.db, '011-back-office');
      await sql`
        INSERT INTO movies (title, description, duration_minutes, language, genre, poster_colors, now_showing) VALUES
          ('Two Tongues', '', 120, 'Tamil, Telugu ,Hindi', 'Action, Drama', '{#000,#111,#222}', true),
          ('Silent Reel', '', 90, NULL, 'Comedy', '{#000,#111,#222}', false)`.execute(handle.db);
      await migrateToLatest(handle.db);
      const movies = await handle.db
        .selectFrom('movies')
        .select(['title', 'languages', 'genres', 'cast_members', 'archived_at', 'poster_key'])
        .orderBy('id')
        .execute();
      assert.deepEqual(movies, [
        {
          title: 'Two Tongues',
          languages: ['Tamil', 'Telugu', 'Hindi'],
          genres: ['Action', 'Drama'],
          cast_members: [],
          archived_at: null,
          poster_key: null,
        },
        {
          title: 'Silent Reel',
          languages: [],
          genres: ['Comedy'],
          cast_members: [],
          archived_at: null,
          poster_key: null,
        },
      ]);

      await migrateTo(handle.db, '011-back-office');
      const { rows } = await sql<{
        language: string | null;
        genre: string;
      }>`SELECT language, genre FROM movies ORDER BY id`.execute(handle.db);
      assert.deepEqual(rows, [
        { language: 'Tamil, Telugu, Hindi', genre: 'Action, Drama' },
        { language: null, genre: 'Comedy' },
      ]);
    });
  });
}
