import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Identifier } from './identifiers.js';
import { badRequest } from '../../http/errors.js';

export function findUserByIdentifier(db: Kysely<Database>, identifier: Identifier): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll()
    .where(identifier.kind === 'email' ? 'email' : 'phone', '=', identifier.value)
    .executeTakeFirst();
}

/** Characters that take space but show nothing: Hangul fillers, braille blank. */
const BLANK_GLYPHS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** A letter, digit, punctuation mark or symbol: something a person can see. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * A person's name, trimmed. Blank → `blankMessage`; only invisible characters (zero-width spaces, fillers,
 * control or format characters) → 400 too, so a name always shows something.
 */
export function checkName(raw: string, blankMessage: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(blankMessage);
  if (!VISIBLE.test(name.replace(BLANK_GLYPHS, ''))) throw badRequest('username must contain visible letters or digits, not only invisible characters');
  return name;
}

const GENDERS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** Gender is written in any case and read back as Male/Female/Other ('' when not given). */
export function normalizeGender(text: string): string | null {
  const key = text.trim().toLowerCase();
  if (key === '') return '';
  return key in GENDERS ? GENDERS[key as keyof typeof GENDERS] : null;
}
