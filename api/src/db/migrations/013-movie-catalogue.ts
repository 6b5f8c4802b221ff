import { sql, type Kysely } from 'kysely';

/**
 * Movies as a back office edits them.
 *
 * - A film has several audio languages and genres (`languages`, `genres`, in the order shown), read from the
 *   comma-separated `language` and `genre` text, which go; its cast (`cast_members`: name and role played) and crew
 *   (`crew`: name and job); `archived_at` (an archived film gets no new shows, its shows and bookings stay); and
 *   `updated_at`.
 * - `now_showing` goes: whether a film is on sale follows from its shows, and whether it may get new ones from
 *   `archived_at`.
 * - An uploaded poster is kept in the database, so every API process serves it: `poster_images` holds each size and
 *   format it was re-encoded into, under one key (a hash of those bytes) that `movies.poster_key` names; a film
 *   without one keeps its generated poster.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE movies
      ADD COLUMN languages text[] NOT NULL DEFAULT '{}',
      ADD COLUMN genres text[] NOT NULL DEFAULT '{}',
      ADD COLUMN cast_members jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN crew jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN archived_at timestamptz,
      ADD COLUMN poster_key text CHECK (poster_key ~ '^[0-9a-f]{32}$'),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    UPDATE movies SET
      languages = ARRAY(
        SELECT btrim(part.value) FROM unnest(string_to_array(movies.language, ',')) WITH ORDINALITY AS part (value, position)
        WHERE btrim(part.value) <> '' ORDER BY part.position),
      genres = ARRAY(
        SELECT btrim(part.value) FROM unnest(string_to_array(movies.genre, ',')) WITH ORDINALITY AS part (value, position)
        WHERE btrim(part.value) <> '' ORDER BY part.position);
    ALTER TABLE movies DROP COLUMN language, DROP COLUMN genre, DROP COLUMN now_showing;
    CREATE INDEX movies_archived_idx ON movies (archived_at);

    CREATE TABLE poster_images (
      key        text NOT NULL CHECK (key ~ '^[0-9a-f]{32}$'),
      width      integer NOT NULL CHECK (width BETWEEN 1 AND 4000),
      format     text NOT NULL CHECK (format IN ('webp', 'jpeg')),
      bytes      bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (key, width, format)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE poster_images;
    ALTER TABLE movies
      ADD COLUMN language text,
      ADD COLUMN genre text NOT NULL DEFAULT '',
      ADD COLUMN now_showing boolean NOT NULL DEFAULT true;
    UPDATE movies SET
      language = NULLIF(array_to_string(languages, ', '), ''),
      genre = array_to_string(genres, ', '),
      now_showing = archived_at IS NULL;
    DROP INDEX movies_archived_idx;
    ALTER TABLE movies DROP COLUMN languages, DROP COLUMN genres, DROP COLUMN cast_members, DROP COLUMN crew,
      DROP COLUMN archived_at, DROP COLUMN poster_key, DROP COLUMN updated_at;
  `.execute(db);
}
