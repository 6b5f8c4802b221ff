/**
 * A person's name (signup, profile): one line of printable text, the rule the API applies. Each returns the message
 * to show, or null when the name is fine; the server answers the same cases with 400 naming the field.
 */

/** Control characters (line breaks, tabs, C0/C1), line/paragraph separators, private-use, unassigned, lone surrogates. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/u;
/** Format characters: bidi embeddings, overrides, isolates and marks, zero-width spaces, BOM, soft hyphen, tags. */
const FORMAT = /\p{Cf}/u;
const JOINER = /^[\u200C\u200D]$/u;
const MARK = /^\p{M}$/u;
const JOINABLE = /^[\p{L}\p{Extended_Pictographic}]$/u;
const JOINABLE_BEFORE = /^[\p{L}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
const STACKED_MARKS = /\p{M}{5,}/u;
const BLANK_GLYPHS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const ADDRESS_LIKE =
  /:\/\/|\bwww\.|@|[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|biz|io|co|in|app|dev|xyz|top|site|online|link|click|me|ly|ru|cn|tk|gg|to|shop|store|live)\b/iu;

export const NAME_ONE_LINE_MESSAGE =
  '*Name must be one line of letters, without line breaks, tabs or invisible characters';
export const NAME_ADDRESS_MESSAGE = '*Name must be a name, not a web or e-mail address';

/**
 * A zero-width (non-)joiner belongs after a combining mark (a virama: Indic half forms) or between two letters or
 * emoji; anywhere else it only hides text.
 */
function joinerOutOfPlace(chars: string[]): boolean {
  return chars.some((char, index) => {
    if (!JOINER.test(char)) return false;
    const before = chars[index - 1] ?? '';
    const after = chars[index + 1] ?? '';
    if (MARK.test(before)) return false;
    return !(JOINABLE_BEFORE.test(before) && JOINABLE.test(after));
  });
}

export function validatePersonName(value: string): string | null {
  const name = value.trim();
  if (!name) return null;
  if (!VISIBLE.test(name.replace(BLANK_GLYPHS, ''))) return '*Name must contain visible letters or digits';
  const chars = Array.from(name);
  const formatOutsideJoiners = chars.some((char) => FORMAT.test(char) && !JOINER.test(char));
  if (CONTROL.test(name) || formatOutsideJoiners || joinerOutOfPlace(chars)) return NAME_ONE_LINE_MESSAGE;
  if (STACKED_MARKS.test(name)) return '*Name has too many accents on one letter';
  if (ADDRESS_LIKE.test(name)) return NAME_ADDRESS_MESSAGE;
  return null;
}
