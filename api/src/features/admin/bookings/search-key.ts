import { badRequest } from '../../../http/errors.js';
import { normalizeEmail, parseLoginName } from '../../auth/identifiers.js';
import { Q_MESSAGE } from './schemas.js';

export type SearchKey = { kind: 'reference' | 'email' | 'phone'; value: string };

const REFERENCE = /^RT-?([0-9A-Z]{6})$/;

/** What the desk's one search box holds: a booking reference (any case, dash optional), an e-mail or a phone number. */
export function parseSearchKey(text: string): SearchKey {
  const trimmed = text.trim();
  const reference = REFERENCE.exec(trimmed.toUpperCase());
  if (reference) return { kind: 'reference', value: `RT-${reference[1]}` };
  if (trimmed.includes('@')) return { kind: 'email', value: normalizeEmail(trimmed) };
  // Phone numbers as sign-in reads them (spaces and dashes dropped), also written with the country code.
  const login = parseLoginName(trimmed.replace(/^\+?91[\s-]*(?=\d)/, ''));
  if (login?.kind === 'phone') return { kind: 'phone', value: login.value };
  throw badRequest(Q_MESSAGE);
}
