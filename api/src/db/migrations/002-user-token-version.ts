import { sql, type Kysely } from 'kysely';

/**
 * Tokens carry the user's token_version when issued; a password change or reset bumps it, which
 * revokes every token issued before. Existing rows start at 0, the version of tokens without the claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN token_version`.execute(db);
}
