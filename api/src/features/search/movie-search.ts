import { sql, type Kysely } from 'kysely';
import type { Database, MovieRow } from '../../db/schema.js';
import { everyTypedWord, typedRelation, wordsOf } from './search-text.js';

/** How many titles an empty result suggests. */
export const SUGGESTION_COUNT = 3;
/** Least trigram similarity (whole text or its best-matching stretch of a title) a suggested title has. */
const SUGGESTION_MIN_SIMILARITY = 0.2;

/**
 * What each rank means, best first. Case and accents are ignored throughout; "words" are the full-text parser's.
 * A query that names the film's language or genre ("tamil", "tamil thriller") ranks right after the exact title.
 */
export const MOVIE_RANKS = [
  'the title itself',
  'every word is one of the film’s languages or genres',
  'the title starts with the text',
  'every word starts a word of the title',
  'the text inside the title',
  'every word starts a word of the title, languages, genres, cast or crew',
  'the text inside the languages, genres, cast or crew',
  'every word is a word of the title with typos',
  'every word is a word of the title, languages, genres, cast or crew with typos',
] as const;

export interface MovieSearchOptions {
  limit: number;
  /** Films with shows ahead in this city come first within each rank. */
  city?: string;
  now: Date;
}

/**
 * Films not archived that answer the text, best rank first (see MOVIE_RANKS); within a rank, films playing in the
 * chosen city first, then typo matches by trigram closeness (of whole words, then of the title's start), then the newest
 * release.
 */
export async function searchMovies(
  db: Kysely<Database>,
  text: string,
  { limit, city, now }: MovieSearchOptions,
): Promise<MovieRow[]> {
  const inCity = city
    ? sql<boolean>`EXISTS (
        SELECT 1 FROM shows JOIN theaters ON theaters.id = shows.theater_id
        WHERE shows.movie_id = film.id AND shows.starts_at > ${now} AND shows.cancelled_at IS NULL
          AND search_fold(theaters.city) = search_fold(${city}))`
    : sql<boolean>`false`;
  const { rows } = await sql<MovieRow>`
    WITH typed AS (${typedRelation(text)}),
    folded AS (
      SELECT movies.*,
        search_fold(movies.title) AS title_text,
        search_fold(array_to_string(movies.languages || movies.genres, ' / ')) AS kind_text,
        search_fold(coalesce((
          SELECT string_agg(person_name #>> '{}', ' / ')
          FROM jsonb_path_query(movies.cast_members || movies.crew, '$[*].name') AS person_name
        ), '')) AS people_text
      FROM movies
      WHERE movies.archived_at IS NULL
    ),
    film AS MATERIALIZED (
      SELECT folded.*,
        ${wordsOf(sql`folded.title_text`)} AS title_words,
        ${wordsOf(sql`folded.kind_text`)} AS kind_words,
        ${wordsOf(sql`folded.title_text || ' / ' || folded.kind_text || ' / ' || folded.people_text`)} AS all_words,
        folded.kind_text || ' / ' || folded.people_text AS other_text
      FROM folded
    ),
    ranked AS (
      SELECT film.*, ${inCity} AS in_city, CASE
        WHEN film.title_text = typed.text THEN 0
        WHEN cardinality(typed.words) > 0 AND typed.words <@ film.kind_words THEN 1
        WHEN starts_with(film.title_text, typed.text) THEN 2
        WHEN ${everyTypedWord(sql`film.title_words`, 'start')} THEN 3
        WHEN strpos(film.title_text, typed.text) > 0 THEN 4
        WHEN ${everyTypedWord(sql`film.all_words`, 'start')} THEN 5
        WHEN strpos(film.other_text, typed.text) > 0 THEN 6
        WHEN ${everyTypedWord(sql`film.title_words`, 'typo')} THEN 7
        WHEN ${everyTypedWord(sql`film.all_words`, 'typo')} THEN 8
      END AS rank
      FROM film, typed
    )
    SELECT ranked.* FROM ranked, typed
    WHERE ranked.rank IS NOT NULL
    ORDER BY ranked.rank, ranked.in_city DESC,
      CASE WHEN ranked.rank >= 7 THEN strict_word_similarity(typed.text, ranked.title_text || ' / ' || ranked.other_text) END DESC NULLS LAST,
      CASE WHEN ranked.rank >= 7 THEN similarity(typed.text, left(ranked.title_text, length(typed.text))) END DESC NULLS LAST,
      ranked.release_date DESC NULLS LAST, ranked.id DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}

/**
 * The titles closest to the text by trigram similarity ("Did you mean …"), for a search that found no film. Ordered by
 * trigram distance alone (no second sort key), so the trigram index on titles is read nearest first instead of every
 * film being read and sorted.
 */
export async function closestTitles(db: Kysely<Database>, text: string): Promise<string[]> {
  const { rows } = await sql<{ title: string }>`
    WITH typed AS (${typedRelation(text)})
    SELECT movies.title FROM movies, typed
    WHERE movies.archived_at IS NULL
      AND (similarity(search_fold(movies.title), typed.text) >= ${SUGGESTION_MIN_SIMILARITY}
        OR word_similarity(typed.text, search_fold(movies.title)) >= ${SUGGESTION_MIN_SIMILARITY})
    ORDER BY search_fold(movies.title) <-> typed.text
    LIMIT ${SUGGESTION_COUNT}
  `.execute(db);
  return rows.map((row) => row.title);
}
