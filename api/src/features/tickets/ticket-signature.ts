import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { QrPayload } from './qr-payload.js';

/** The ticket payload plus the booking reference: what a signature covers. */
export type SignedFields = QrPayload & { ref: string };

/** What a ticket QR carries: the signed fields and `sig`, base64url HMAC-SHA256. */
export type SignedTicket = SignedFields & { sig: string };

const SECRET_NAME = 'ticket-signing-key';
/** Bumped if the canonical form ever changes, so old signatures stop verifying rather than verify wrongly. */
const FORMAT = 'reeltime-ticket-v1';
const MAX_QR_LENGTH = 4096;

/**
 * The canonical bytes a signature covers: a JSON array in a fixed order, so neither key order nor
 * whitespace in the QR text matters, and no field can be moved into another.
 */
function canonical(fields: SignedFields): string {
  return JSON.stringify([
    FORMAT,
    fields.bookingId,
    fields.movie,
    fields.cinema,
    fields.date,
    fields.time,
    fields.seats,
    fields.total,
    fields.status,
    fields.timestamp,
    fields.ref,
  ]);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The signed fields of a parsed QR text, or null when any is missing or of the wrong type. */
function readTicket(value: unknown): SignedTicket | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const t = value as Record<string, unknown>;
  if (!Number.isSafeInteger(t.bookingId) || (t.bookingId as number) <= 0) return null;
  if (![t.movie, t.cinema, t.date, t.time, t.status, t.timestamp, t.ref, t.sig].every(isString)) return null;
  if (!Array.isArray(t.seats) || !t.seats.every(isString) || typeof t.total !== 'number') return null;
  return {
    bookingId: t.bookingId as number,
    movie: t.movie as string,
    cinema: t.cinema as string,
    date: t.date as string,
    time: t.time as string,
    seats: t.seats as string[],
    total: t.total,
    status: t.status as SignedTicket['status'],
    timestamp: t.timestamp as string,
    ref: t.ref as string,
    sig: t.sig as string,
  };
}

/**
 * Signs ticket QR payloads with HMAC-SHA256 and verifies them offline: the key never leaves the server,
 * so a ticket cannot be forged or altered, only copied (and a copy is admitted once: see admin/scan).
 */
export class TicketSigner {
  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error('The ticket signing key must be at least 32 bytes');
  }

  private signature(fields: SignedFields): string {
    return createHmac('sha256', this.key).update(canonical(fields)).digest('base64url');
  }

  /** The exact QR text of a booking's ticket: the ticket payload's fields, `ref` and `sig`. */
  ticketQr(payload: QrPayload, reference: string): string {
    const fields: SignedFields = { ...payload, ref: reference };
    return JSON.stringify({ ...fields, sig: this.signature(fields) } satisfies SignedTicket);
  }

  /** The ticket a QR text carries when its signature is ours; null for anything else, never an exception. */
  verify(qrText: string): SignedTicket | null {
    if (qrText.length > MAX_QR_LENGTH) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(qrText);
    } catch {
      return null;
    }
    const ticket = readTicket(parsed);
    if (!ticket) return null;
    const expected = Buffer.from(this.signature(ticket));
    const given = Buffer.from(ticket.sig);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ticket : null;
  }
}

/**
 * TICKET_SIGNING_KEY when set (production: the same value on every API process); otherwise a random key
 * created once and kept in the database, so every process on that database signs and verifies alike.
 */
export async function resolveTicketSigningKey(db: Kysely<Database>, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
