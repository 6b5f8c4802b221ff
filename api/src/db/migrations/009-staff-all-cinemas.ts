import { sql, type Kysely } from 'kysely';

/**
 * "Every cinema" is stored explicitly: users.all_cinemas. Before, a staff account without a theatre
 * admitted tickets of every cinema, so deleting a theatre (theater_id ON DELETE SET NULL) silently turned
 * its door staff into all-cinema staff. Now a staff account admits tickets of its theatre, or of every
 * cinema when all_cinemas is set; one with neither is refused. Staff accounts that had no theatre before
 * this migration keep every cinema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN all_cinemas boolean NOT NULL DEFAULT false;
    UPDATE users SET all_cinemas = true WHERE role <> 'customer' AND theater_id IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN all_cinemas`.execute(db);
}
