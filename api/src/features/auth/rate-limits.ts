import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../config.js';
import { parseLoginName } from './identifiers.js';

/**
 * Route-level rate-limit settings. Login and code limits count per identifier (so one attacker cannot
 * lock out a whole office behind one address); they run after validation, when the body is parsed.
 */
export function perIdentifierLimit(rule: RateLimitRule, bucket: string) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = (request.body ?? {}) as { username?: string; email?: string; phoneNumber?: string };
      const raw = body.username ?? body.email ?? body.phoneNumber ?? '';
      const identifier = parseLoginName(raw)?.value ?? raw.trim().toLowerCase();
      return `${bucket}:${identifier}`;
    },
  };
}

export function perIpLimit(rule: RateLimitRule) {
  return { max: rule.max, timeWindow: rule.windowMs };
}
