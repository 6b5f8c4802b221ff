import { badRequest } from '../../http/errors.js';

/** The longest review, in characters (code points) after cleaning. */
export const REVIEW_MAX_CHARACTERS = 1000;

/** Line and paragraph separators and carriage returns: read as line breaks. */
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
/**
 * Characters a review never needs and that change how the text around it reads: control characters other than the
 * line break (tabs become spaces first), format characters other than the two joiners emoji and Indic scripts need
 * (bidi embeddings, overrides and isolates, zero-width spaces, BOM, soft hyphens, tags), private-use, unassigned.
 */
const INVISIBLE = /(?![\n\u200C\u200D])[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;
/** More than four combining marks on one letter only spill over the lines around it. */
const STACKED_MARKS = /(\p{M}{4})\p{M}+/gu;
/** Runs of spaces (any width) within a line. */
const SPACES = /[^\S\n]+/g;
/** Visible characters: letters, digits, punctuation, symbols. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A review's text as it is stored and shown: plain text (never read as HTML by the site), NFC, control and invisible
 * characters removed, spaces collapsed, at most one empty line in a row, trimmed; null when nothing visible is left.
 * 400 naming `text` when it is longer than REVIEW_MAX_CHARACTERS once cleaned.
 */
export function cleanReviewText(raw: string | undefined | null): string | null {
  if (raw === undefined || raw === null) return null;
  const text = raw
    .normalize('NFC')
    .replace(LINE_BREAKS, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(STACKED_MARKS, '$1')
    .replace(SPACES, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!VISIBLE.test(text)) return null;
  const length = [...text].length;
  if (length > REVIEW_MAX_CHARACTERS) {
    throw badRequest(`text must be at most ${REVIEW_MAX_CHARACTERS} characters (it has ${length})`);
  }
  return text;
}
