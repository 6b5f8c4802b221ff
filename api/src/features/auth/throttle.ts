import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';

export type SubjectKind = 'login' | 'code-send' | 'code-check';

/**
 * Whose budget an attempt spends: the account once the identifier resolves (so its email and its phone
 * share one budget), else the identifier as typed, normalised.
 */
export function subjectOf(user: { id: number } | undefined, identifier: string): string {
  return user ? `account:${user.id}` : `unknown:${identifier}`;
}

/**
 * The limits of the auth routes, all counted in the database (shared by every API process):
 * - every auth route, per client address;
 * - code sends per client address (whatever they name), which slows enumeration to a person's pace;
 * - registrations per client address;
 * - logins, code sends and code checks per subject from one address, and a higher ceiling per subject
 *   from anywhere: one attacker address cannot lock a victim out for everyone, and many addresses
 *   together still get only the higher ceiling.
 */
export function createAuthThrottle(ctx: AppContext) {
  const { limiter, config } = ctx;
  const { rateLimits, limits } = config;

  return {
    /** preHandler for every auth route; `extra` adds the route's own per-address rule. */
    perAddress(extra?: 'register' | 'code-send') {
      return async (request: FastifyRequest) => {
        const address = clientAddress(request);
        const checks = [{ key: `auth@${address}`, rule: limits.authAddress }];
        if (extra === 'register') checks.push({ key: `register@${address}`, rule: rateLimits.register });
        if (extra === 'code-send') checks.push({ key: `code-send@${address}`, rule: limits.codeSendAddress });
        await limiter.consume(checks);
      };
    },

    async subject(kind: SubjectKind, subject: string, address: string): Promise<void> {
      const fromAddress = kind === 'login' ? rateLimits.login : rateLimits.codes;
      const fromAnywhere = kind === 'login' ? limits.loginAccount : limits.codesAccount;
      await limiter.consume([
        { key: `${kind}:${subject}@${address}`, rule: fromAddress },
        { key: `${kind}:${subject}`, rule: fromAnywhere },
      ]);
    },
  };
}
