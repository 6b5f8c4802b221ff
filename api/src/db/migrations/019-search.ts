import { sql, type Kysely } from 'kysely';

/**
 * Search runs in the database: trigram similarity (pg_trgm), edit distance (fuzzystrmatch), accent folding (unaccent)
 * and the full-text parser.
 *
 * - The extensions go into `pg_catalog`, which every session searches whatever its `search_path`: several schemas of
 *   one database (one per test run, or per tenant) share one copy, and dropping a schema never drops them. A database
 *   that already has one of them elsewhere keeps it there. All three are trusted extensions: the database's owner
 *   may create them without being a superuser.
 * - `search_fold(text)`: lower case without accents, the form both the typed text and the searched fields are compared
 *   in. Declared immutable so indexes can use it (the unaccent rules ship with the server and do not change).
 * - A trigram index on the folded titles of films still in the catalogue answers "the closest titles" (nearest by
 *   trigram distance) without reading every film.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Migrations of two schemas running at once would both try to create the extensions: one waits for the other.
    SELECT pg_advisory_xact_lock(hashtext('reeltime-search-extensions'));
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA pg_catalog;
    CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA pg_catalog;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA pg_catalog;

    CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN lower(unaccent(value));

    CREATE INDEX movies_title_trgm_idx ON movies USING gist (search_fold(title) gist_trgm_ops) WHERE archived_at IS NULL;
  `.execute(db);
}

/** The extensions stay: other schemas of the database may use them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX movies_title_trgm_idx;
    DROP FUNCTION search_fold(text);
  `.execute(db);
}
