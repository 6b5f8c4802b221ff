import { sql, type Kysely } from 'kysely';

/** Two cinemas of the chain never share a name, whatever its case (names were unique as written already). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX theaters_name_lower_key ON theaters (lower(btrim(name)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX theaters_name_lower_key`.execute(db);
}
