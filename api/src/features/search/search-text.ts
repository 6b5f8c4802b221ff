import { sql, type RawBuilder } from 'kysely';

/** Longest text a search takes (400 naming the field beyond it). */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** Typed words shorter than this must be typed exactly, as the start of a word; from this length one typo is forgiven. */
export const TYPO_FROM_LETTERS = 4;
/** From this length two typos are forgiven ("monsun" finds "Monsoon"). */
export const TWO_TYPOS_FROM_LETTERS = 6;
/**
 * Trigram word similarity that also counts as a typo: it forgives what edit distance counts twice, a swap of two
 * letters in a short word ("orbti" finds "Orbit", "tamli" finds "Tamil").
 */
const TYPO_WORD_SIMILARITY = 0.5;

/** The text as typed, trimmed, every run of white space one space: what is searched and what a cache is keyed by. */
export function searchText(typed: string | undefined): string {
  return (typed ?? '').trim().replace(/\s+/gu, ' ');
}

/**
 * A `typed` relation: the text folded as the searched fields are (lower case, no accents) and its words as the
 * full-text parser splits them ("Code Red: Mumbai" → code, red, mumbai; "sci-fi" → sci-fi, sci, fi).
 */
export const typedRelation = (text: string) => sql`
  SELECT search_fold(${text}) AS text, tsvector_to_array(to_tsvector('simple', search_fold(${text}))) AS words`;

/** The distinct words of a folded text, split like the typed text's. */
export const wordsOf = (folded: RawBuilder<unknown>) =>
  sql<string[]>`tsvector_to_array(to_tsvector('simple', ${folded}))`;

/** `word` starts with `typed_word` (what has been typed so far of it). */
const startsWord = sql`starts_with(word, typed_word)`;

/**
 * `word` is what `typed_word` meant: its start as typed, or — from TYPO_FROM_LETTERS letters — the word or its start
 * within one edit (insertion, deletion, substitution), two from TWO_TYPOS_FROM_LETTERS letters, or close by trigrams.
 * Edit distances are computed on at most 255 letters, the most fuzzystrmatch takes; longer words differ by more anyway.
 */
const typoOfWord = sql`(starts_with(word, typed_word) OR (length(typed_word) >= ${sql.lit(TYPO_FROM_LETTERS)} AND (
  word_similarity(typed_word, word) >= ${sql.lit(TYPO_WORD_SIMILARITY)}
  OR levenshtein_less_equal(left(typed_word, 255), left(word, 255), allowed.edits) <= allowed.edits
  OR levenshtein_less_equal(left(typed_word, 255), left(word, length(typed_word)), allowed.edits) <= allowed.edits)))`;

/**
 * Every typed word (of the `typed` relation) finds a word among `words`: as a word's start (`start`) or allowing typos
 * (`typo`). False when nothing searchable was typed (only punctuation, say).
 */
export function everyTypedWord(words: RawBuilder<unknown>, how: 'start' | 'typo'): RawBuilder<boolean> {
  return sql<boolean>`(cardinality(typed.words) > 0 AND NOT EXISTS (
    SELECT 1 FROM unnest(typed.words) AS typed_word
    CROSS JOIN LATERAL (SELECT CASE WHEN length(typed_word) >= ${sql.lit(TWO_TYPOS_FROM_LETTERS)} THEN 2 ELSE 1 END AS edits) AS allowed
    WHERE NOT EXISTS (SELECT 1 FROM unnest(${words}) AS word WHERE ${how === 'start' ? startsWord : typoOfWord})))`;
}
