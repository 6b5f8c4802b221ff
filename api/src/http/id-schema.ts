import { Type, type TNumberOptions } from 'typebox';

/** Row ids are PostgreSQL `integer`s: a larger number cannot name a row and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** A row id in a path or a body: a whole number from 1 to MAX_ID. */
export function IdSchema(options: TNumberOptions = {}) {
  return Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });
}
