import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Identifier } from './identifiers.js';

export function findUserByIdentifier(db: Kysely<Database>, identifier: Identifier): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(identifier.kind === 'email' ? 'email' : 'phone', '=', identifier.value)
    .executeTakeFirst();
}

const GENDERS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** Gender is written in any case and read back as Male/Female/Other ('' when not given). */
export function normalizeGender(text: string): string | null {
  const key = text.trim().toLowerCase();
  if (key === '') return '';
  return key in GENDERS ? GENDERS[key as keyof typeof GENDERS] : null;
}
