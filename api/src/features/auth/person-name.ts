import { badRequest } from '../../http/errors.js';

/**
 * Characters a name never needs and that change how the text around them reads: control characters (C0, DEL,
 * C1: line breaks, tabs, escapes), line and paragraph separators, format characters (bidi embeddings, overrides,
 * isolates and marks, zero-width spaces, word joiners, BOM, soft hyphens, tags), private-use, unpaired
 * surrogates and unassigned code points. The two joiners (U+200C, U+200D) are checked on their own below.
 */
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]|(?![\u200C\u200D])\p{Cf}/u;

/**
 * Zero-width (non-)joiners shape Indic scripts (after a virama: Devanagari half forms, Malayalam chillus) and join
 * emoji: they are kept after a combining mark, or between two letters or emoji; never at the start, in a row or
 * beside a space or punctuation.
 */
const JOINER_OUT_OF_PLACE =
  /(?<!\p{M})(?:(?<![\p{L}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{Extended_Pictographic}]))/u;

/** More combining marks on one character than any script writes: text that spills over the lines around it. */
const STACKED_MARKS = /\p{M}{5,}/u;

/** Characters that take space but show nothing: Hangul fillers, braille blank. */
const BLANK_GLYPHS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** A letter, digit, punctuation mark or symbol: something a person can see. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A web or e-mail address: a scheme, "www.", an "@", or a host name ending in a common top-level domain. A name
 * is shown to people as written (greetings, staff screens), where mail and chat clients turn addresses into
 * links: a "name" that is a link is a phishing lure, and no one's name is one.
 */
const ADDRESS_LIKE =
  /:\/\/|\bwww\.|@|[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|biz|io|co|in|app|dev|xyz|top|site|online|link|click|me|ly|ru|cn|tk|gg|to|shop|store|live)\b/iu;

export interface PersonNameRule {
  /** The field as the client sent it, named in every message (e.g. "username"). */
  field: string;
  /** The message when nothing is left after trimming. */
  blankMessage: string;
}

/**
 * A person's name as it is stored: one line of printable text, NFC, trimmed, every run of spaces (of any width)
 * one plain space. Anything else is a 400 naming the field with a sentence the user can act on.
 */
export function personName(raw: string, rule: PersonNameRule): string {
  const name = raw
    .normalize('NFC')
    .trim()
    .replace(/\p{Zs}+/gu, ' ');
  if (!name) throw badRequest(rule.blankMessage);
  if (!VISIBLE.test(name.replace(BLANK_GLYPHS, ''))) {
    throw badRequest(`${rule.field} must contain visible letters or digits, not only invisible characters`);
  }
  if (FORBIDDEN.test(name) || JOINER_OUT_OF_PLACE.test(name)) {
    throw badRequest(
      `${rule.field} must be one line of letters, spaces and punctuation: no line breaks, tabs or invisible characters`,
    );
  }
  if (STACKED_MARKS.test(name)) throw badRequest(`${rule.field} has too many accents on one letter`);
  if (ADDRESS_LIKE.test(name)) throw badRequest(`${rule.field} must be a name, not a web or e-mail address`);
  return name;
}
