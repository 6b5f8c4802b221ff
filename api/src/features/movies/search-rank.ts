import editDistance from 'damerau-levenshtein';

/** The fields a search looks at. */
export interface Searchable {
  title: string;
  genres: string[];
  languages: string[];
}

/** Words shorter than this must be typed exactly (as a word's start); longer ones may carry one typo. */
export const TYPO_FROM_LETTERS = 4;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** One insertion, deletion, substitution or transposition at most (optimal string alignment distance ≤ 1). */
function withinOneTypo(typed: string, word: string): boolean {
  return Math.abs(typed.length - word.length) <= 1 && editDistance(typed, word).steps <= 1;
}

/**
 * Whether a typed word names this word: its start exactly ("mons" → "monsoon"), or, from TYPO_FROM_LETTERS letters,
 * the word or its start with one typo ("monson", "mosnoon", "monsn" → "monsoon"), so a search typed letter by letter
 * keeps finding the film.
 */
function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.length < TYPO_FROM_LETTERS) return false;
  if (withinOneTypo(typed, word)) return true;
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length < word.length && withinOneTypo(typed, word.slice(0, length))) return true;
  }
  return false;
}

const everyWordFound = (typed: string[], words: string[]) => typed.every((part) => words.some((word) => wordMatches(part, word)));

/**
 * How well a movie answers a search, best first, or undefined when it does not: the title itself (0), the
 * title's start (1), the start of a word of the title (2), text inside the title (3), inside the genre or
 * language (4), then every typed word found in the title allowing one typo per word (5), or in the genre or
 * language (6). Case and accents are ignored throughout.
 */
export function searchRank(movie: Searchable, query: string): number | undefined {
  const typed = fold(query).trim().replace(/\s+/g, ' ');
  if (!typed) return undefined;
  const title = fold(movie.title);
  const others = [...movie.genres, ...movie.languages].map(fold);
  if (title === typed) return 0;
  if (title.startsWith(typed)) return 1;
  if (title.split(/[^\p{L}\p{N}]+/u).some((_, index, words) => words.slice(index).join(' ').startsWith(typed))) return 2;
  if (title.includes(typed)) return 3;
  if (others.some((field) => field.includes(typed))) return 4;
  const typedWords = wordsOf(typed);
  if (typedWords.length === 0) return undefined;
  if (everyWordFound(typedWords, wordsOf(movie.title))) return 5;
  if (everyWordFound(typedWords, others.flatMap(wordsOf))) return 6;
  return undefined;
}
