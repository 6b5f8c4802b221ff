import { Migrator, type Kysely, type Migration } from 'kysely';
import * as initialSchema from './migrations/001-initial-schema.js';

/** Listed in code rather than read from disk, so src/ (tsx) and dist/ (node) behave the same. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
