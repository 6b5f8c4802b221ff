import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.js';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as userTokenVersion from './migrations/002-user-token-version.js';
import * as abuseLimits from './migrations/003-abuse-limits.js';
import * as seatChangeNotify from './migrations/005-seat-change-notify.js';

/** Listed in code rather than read from disk, so src/ (tsx) and dist/ (node) behave the same. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-user-token-version': userTokenVersion,
  '003-abuse-limits': abuseLimits,
  '005-seat-change-notify': seatChangeNotify,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Kysely looks for its bookkeeping tables across all schemas unless told which one to use, which
  // breaks when several schemas of one database (e.g. parallel test runs) each hold their own.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
    // Migrations 004–007 come from parallel branches and touch separate tables: a database that already ran a
    // later one still gets an earlier one that was merged after it.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
}
