import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.js';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as userTokenVersion from './migrations/002-user-token-version.js';
import * as abuseLimits from './migrations/003-abuse-limits.js';
import * as seatLayout from './migrations/004-seat-layout.js';
import * as seatChangeNotify from './migrations/005-seat-change-notify.js';
import * as ticketsAndStaff from './migrations/006-tickets-and-staff.js';
import * as mailOutbox from './migrations/007-mail-outbox.js';
import * as adminRole from './migrations/008-admin-role.js';
import * as staffAllCinemas from './migrations/009-staff-all-cinemas.js';
import * as mailSkipped from './migrations/010-mail-skipped.js';
import * as backOffice from './migrations/011-back-office.js';
import * as accountsAndInvites from './migrations/012-accounts-and-invites.js';
import * as movieCatalogue from './migrations/013-movie-catalogue.js';
import * as cinemaNames from './migrations/014-cinema-names.js';
import * as bookingCancellationMail from './migrations/016-booking-cancellation-mail.js';
import * as salesReports from './migrations/017-sales-reports.js';
import * as search from './migrations/019-search.js';
import * as reviews from './migrations/020-reviews.js';
import * as movieAlerts from './migrations/021-movie-alerts.js';
import * as showReminders from './migrations/022-show-reminders.js';
import * as waitingRooms from './migrations/023-waiting-rooms.js';
import * as holdAndPayFunctions from './migrations/024-hold-and-pay-functions.js';
import * as oneMailWriter from './migrations/025-one-mail-writer.js';

/** Listed in code rather than read from disk, so src/ (tsx) and dist/ (node) behave the same. */
const migrations = {
  '001-initial-schema': initialSchema,
  '002-user-token-version': userTokenVersion,
  '003-abuse-limits': abuseLimits,
  '004-seat-layout': seatLayout,
  '005-seat-change-notify': seatChangeNotify,
  '006-tickets-and-staff': ticketsAndStaff,
  '007-mail-outbox': mailOutbox,
  '008-admin-role': adminRole,
  '009-staff-all-cinemas': staffAllCinemas,
  '010-mail-skipped': mailSkipped,
  '011-back-office': backOffice,
  '012-accounts-and-invites': accountsAndInvites,
  '013-movie-catalogue': movieCatalogue,
  '014-cinema-names': cinemaNames,
  '016-booking-cancellation-mail': bookingCancellationMail,
  '017-sales-reports': salesReports,
  '019-search': search,
  '020-reviews': reviews,
  '021-movie-alerts': movieAlerts,
  '022-show-reminders': showReminders,
  '023-waiting-rooms': waitingRooms,
  '024-hold-and-pay-functions': holdAndPayFunctions,
  '025-one-mail-writer': oneMailWriter,
} satisfies Record<string, Migration>;

export type MigrationName = keyof typeof migrations;

/** Every migration not yet run on this database's schema. */
export function migrateToLatest(db: Kysely<Database>): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Up (or down) to the named migration: how a test builds a database as an older release left it. */
export function migrateTo(db: Kysely<Database>, name: MigrationName): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

/** Tries of the set-up scan: each fails only if another client drops an object during it, so on a busy database a few more. */
const SETUP_ATTEMPTS = 10;

async function migrate(db: Kysely<Database>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // Kysely looks for its bookkeeping tables across all schemas unless told which one to use, which
  // breaks when several schemas of one database (e.g. parallel test runs) each hold their own.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0].schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // Migrations are numbered per team (004, 005, 006, 007 landed in parallel): a database that already ran
    // a higher number still takes a lower one merged later, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await run(migrator);
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    if (!failed && attempt < SETUP_ATTEMPTS && isVanishedObject(error)) continue;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
}

/** PostgreSQL's "no such schema / table / column / object". */
const VANISHED_OBJECT_CODES = new Set(['3F000', '42P01', '42703', '42704']);

/**
 * Before it runs anything, Kysely's migrator looks for its own tables by scanning the catalogue of every schema
 * in the database and then resolving each table and column by name (pg_get_serial_sequence, has_schema_privilege).
 * Anything another client drops between the scan and that lookup (a parallel test run dropping its schema, say)
 * fails the scan with "schema / relation / column … does not exist" (kysely-org/kysely#1419 asks for the scan to
 * stay in one schema). The set-up changes nothing before its scan, so it is run again; an error that persists is real.
 */
function isVanishedObject(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && VANISHED_OBJECT_CODES.has(code);
}

/** The migrations this release knows that the database has not run yet (all of them on an empty database). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('kysely_migration')::text AS found`.execute(
    db,
  );
  if (rows[0].found === null) return Object.keys(migrations);
  const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !names.has(name));
}

export interface SchemaPreparation {
  /** Run the pending migrations (true), or wait until a migration job has run them (false). */
  migrate: boolean;
  log: { info(message: string): void };
  /** How often to look again while waiting for a migration job. */
  pollMs?: number;
}

/** How often a process waiting for a migration job says so in its log. */
const WAITING_LOG_EVERY_MS = 10_000;

/**
 * Brings the schema to this release before the process serves: migrations run on a direct connection (their
 * session-level advisory lock must stay on that one session), or, when a separate job runs them, the process
 * waits for that job to finish.
 */
export async function prepareSchema(
  database: { db: Kysely<Database>; withDirectConnection<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> },
  { migrate: run, log, pollMs = 1_000 }: SchemaPreparation,
): Promise<void> {
  if (run) {
    await database.withDirectConnection(migrateToLatest);
    return;
  }
  let lastLogged = 0;
  for (
    let pending = await pendingMigrations(database.db);
    pending.length > 0;
    pending = await pendingMigrations(database.db)
  ) {
    if (Date.now() - lastLogged >= WAITING_LOG_EVERY_MS) {
      log.info(
        `waiting for the migration job (DB_MIGRATE_ON_START=false): ${pending.length} migration(s) not applied yet, e.g. ${pending[0]}`,
      );
      lastLogged = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
