import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.js';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as userTokenVersion from './migrations/002-user-token-version.js';
import * as abuseLimits from './migrations/003-abuse-limits.js';
import * as seatLayout from './migrations/004-seat-layout.js';
import * as seatChangeNotify from './migrations/005-seat-change-notify.js';
import * as ticketsAndStaff from './migrations/006-tickets-and-staff.js';
import * as mailOutbox from './migrations/007-mail-outbox.js';

/** Listed in code rather than read from disk, so src/ (tsx) and dist/ (node) behave the same. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-user-token-version': userTokenVersion,
  '003-abuse-limits': abuseLimits,
  '004-seat-layout': seatLayout,
  '005-seat-change-notify': seatChangeNotify,
  '006-tickets-and-staff': ticketsAndStaff,
  '007-mail-outbox': mailOutbox,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Kysely looks for its bookkeeping tables across all schemas unless told which one to use, which
  // breaks when several schemas of one database (e.g. parallel test runs) each hold their own.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
    // Migrations are numbered per team (004, 005, 006, 007 landed in parallel): a database that already ran
    // a higher number still takes a lower one merged later, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
}
