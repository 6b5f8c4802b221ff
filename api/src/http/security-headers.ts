import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are worked out
 * once: @fastify/helmet builds a new helmet middleware (parsing the CSP directives again) for every request,
 * which cost the catalogue about a tenth of its throughput.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/** Sends helmet's security headers on every response (a route may still replace one, e.g. the docs' own CSP). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** swagger-ui draws its logo as an inline SVG carrying this `<style>` (a stylesheet of two fills). */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The CSP of `/docs` as swagger-ui sends it, plus the hash of its logo's `<style>` (else blocked, a
 * violation on every visit), without `upgrade-insecure-requests` (the API is often served over plain
 * http on localhost, where an upgrade would break the UI's assets).
 */
export function docsContentSecurityPolicy(header: string): string {
  const logoStyle = `'sha256-${createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`;
  return header
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace(/style-src 'self'/, `style-src 'self' ${logoStyle}`);
}
