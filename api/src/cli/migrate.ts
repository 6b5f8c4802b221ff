/**
 * Runs the pending database migrations and exits: the release step of a deployment whose API processes start
 * with DB_MIGRATE_ON_START=false (e.g. a Kubernetes Job run once per release).
 *
 *   npm run migrate -w api
 *
 * Uses DATABASE_DIRECT_URL (else DATABASE_URL; else PGlite in DATA_DIR): the migrations hold a session-level
 * advisory lock, which needs a connection of its own, not one a transaction pooler hands from client to client.
 * Exit code 0 once every migration of this release is applied, 1 when one failed.
 */
import { loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/database.js';
import { migrateToLatest, pendingMigrations } from '../db/migrate.js';
import { DataDirInUse } from '../db/pglite-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = configuredDatabase(config);
  const database = await openDatabase(target, {
    connectTimeoutMs: config.dbConnectTimeoutMs,
    sessionSettings: config.dbSessionSettings,
  });
  try {
    const applied = await database.withDirectConnection(async (db) => {
      const pending = await pendingMigrations(db);
      await migrateToLatest(db);
      return pending;
    });
    console.log(
      applied.length === 0
        ? 'migrate: the database already has every migration of this release'
        : `migrate: applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate: ${error instanceof DataDirInUse ? error.message : String((error as Error)?.stack ?? error)}`);
  process.exitCode = 1;
});
