import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../config.js';
import { identifierFrom, parseLoginName } from './identifiers.js';

type IdentifierBody = { username?: unknown; email?: unknown; phoneNumber?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The account a login names, normalised as the login itself reads it. */
function loginKey(body: IdentifierBody): string {
  const raw = text(body.username);
  return parseLoginName(raw)?.value ?? raw.trim().toLowerCase();
}

/**
 * The account a code request names, read exactly as the code service reads it (email when given,
 * else phoneNumber), so blank or extra fields cannot move a request into a fresh bucket.
 */
function codeKey(body: IdentifierBody): string {
  try {
    return identifierFrom({ email: text(body.email), phoneNumber: text(body.phoneNumber) }).value;
  } catch {
    return ''; // invalid input: the route answers 400 anyway
  }
}

/**
 * Route-level rate-limit settings. Login and code limits count per identifier (so one attacker cannot
 * lock out a whole office behind one address); they run after validation, when the body is parsed.
 */
export function perIdentifierLimit(rule: RateLimitRule, bucket: string, kind: 'login' | 'code') {
  const keyOf = kind === 'login' ? loginKey : codeKey;
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${bucket}:${keyOf((request.body ?? {}) as IdentifierBody)}`,
  };
}

export function perIpLimit(rule: RateLimitRule) {
  return { max: rule.max, timeWindow: rule.windowMs };
}
