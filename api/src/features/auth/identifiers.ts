import { badRequest } from '../../http/errors.js';

export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const PHONE = /^\d{10}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A login name is an email when it contains "@", otherwise a 10-digit mobile number. */
export function parseLoginName(text: string): Identifier | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: normalizeEmail(trimmed) };
  const digits = trimmed.replace(/[\s-]/g, '');
  return PHONE.test(digits) ? { kind: 'phone', value: digits } : null;
}

/** For the code endpoints, which take either `email` or `phoneNumber`. */
export function identifierFrom(body: { email?: string; phoneNumber?: string }): Identifier {
  if (body.email?.trim()) {
    const email = normalizeEmail(body.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('email must be a valid email address');
    return { kind: 'email', value: email };
  }
  if (body.phoneNumber?.trim()) {
    const phone = body.phoneNumber.trim().replace(/[\s-]/g, '');
    if (!PHONE.test(phone)) throw badRequest('phoneNumber must be 10 digits');
    return { kind: 'phone', value: phone };
  }
  throw badRequest('email or phoneNumber is required');
}
