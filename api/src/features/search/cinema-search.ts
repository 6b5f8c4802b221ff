import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { everyTypedWord, typedRelation, wordsOf } from './search-text.js';

/** Most cinemas one search lists. */
export const CINEMA_RESULTS_MAX = 20;

export interface CinemaMatch {
  id: number;
  name: string;
  city: string;
  /** The street address shown to customers. */
  address: string;
}

/**
 * What each rank means, best first (case and accents ignored): a city typed lists its cinemas right after a cinema
 * named exactly so.
 */
export const CINEMA_RANKS = [
  'the name itself',
  'the city itself',
  'the name starts with the text',
  'every word starts a word of the name',
  'every word starts a word of the name, address or city',
  'the text inside the name, address or city',
  'every word is a word of the name, address or city with typos',
] as const;

/**
 * Cinemas customers can see (those with a show ahead that is not cancelled) that answer the text, best rank first
 * (see CINEMA_RANKS); within a rank, those in the chosen city first, then by name.
 */
export async function searchCinemas(
  db: Kysely<Database>,
  text: string,
  { city, now }: { city?: string; now: Date },
): Promise<CinemaMatch[]> {
  const inCity = city ? sql<boolean>`cinema.city_text = search_fold(${city})` : sql<boolean>`false`;
  const { rows } = await sql<CinemaMatch>`
    WITH typed AS (${typedRelation(text)}),
    folded AS (
      SELECT theaters.id, theaters.name, theaters.location, theaters.city,
        search_fold(theaters.name) AS name_text,
        search_fold(theaters.city) AS city_text,
        search_fold(theaters.name || ' / ' || theaters.location || ' / ' || theaters.city) AS all_text
      FROM theaters
      WHERE EXISTS (
        SELECT 1 FROM shows WHERE shows.theater_id = theaters.id AND shows.starts_at > ${now} AND shows.cancelled_at IS NULL)
    ),
    cinema AS MATERIALIZED (
      SELECT folded.*, ${wordsOf(sql`folded.name_text`)} AS name_words, ${wordsOf(sql`folded.all_text`)} AS all_words FROM folded
    ),
    ranked AS (
      SELECT cinema.*, ${inCity} AS in_city, CASE
        WHEN cinema.name_text = typed.text THEN 0
        WHEN cinema.city_text = typed.text THEN 1
        WHEN starts_with(cinema.name_text, typed.text) THEN 2
        WHEN ${everyTypedWord(sql`cinema.name_words`, 'start')} THEN 3
        WHEN ${everyTypedWord(sql`cinema.all_words`, 'start')} THEN 4
        WHEN strpos(cinema.all_text, typed.text) > 0 THEN 5
        WHEN ${everyTypedWord(sql`cinema.all_words`, 'typo')} THEN 6
      END AS rank
      FROM cinema, typed
    )
    SELECT ranked.id, ranked.name, ranked.city, ranked.location AS address FROM ranked
    WHERE ranked.rank IS NOT NULL
    ORDER BY ranked.rank, ranked.in_city DESC, ranked.name, ranked.id
    LIMIT ${CINEMA_RESULTS_MAX}
  `.execute(db);
  return rows;
}
