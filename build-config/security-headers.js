'use strict';

const { randomBytes } = require('node:crypto');
const { appConfigFromEnv, shellUrl } = require('./app-config');

/** The trailer dialog embeds YouTube's player (see shared-lib `trailerEmbedUrl`). */
const TRAILER_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/** The name of the report endpoint in `Reporting-Endpoints`, used by the CSP's `report-to`. */
const REPORT_GROUP = 'csp-endpoint';

/** Browsers and a year: how long an https site asks to be reached over https only. */
const HSTS = 'max-age=31536000; includeSubDomains';

function originOf(url) {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** `http://localhost:3000` and `http://127.0.0.1:3000` are the same server on this machine. */
const withLoopbackTwins = (origins) =>
  origins.flatMap((origin) => {
    const url = new URL(origin);
    if (url.hostname === 'localhost') return [origin, origin.replace('//localhost', '//127.0.0.1')];
    if (url.hostname === '127.0.0.1') return [origin, origin.replace('//127.0.0.1', '//localhost')];
    return [origin];
  });

/**
 * The origins of the site's own front ends, from the run-time config: the shell, every remote
 * (where its manifest is), and `SITE_ORIGINS` (a comma-separated list, e.g. a second shell).
 * Only these may read the remotes' files cross-origin.
 */
function siteOrigins(env = process.env) {
  const config = appConfigFromEnv(env);
  const extra = (env.SITE_ORIGINS || '').split(',').map((value) => value.trim());
  return unique(withLoopbackTwins(unique([shellUrl(env), ...Object.values(config.remotes), ...extra].map(originOf))));
}

/** `${apiBaseUrl}/api/csp-reports`: where browsers send the policy's violation reports. */
function reportUrl(config) {
  return `${config.apiBaseUrl.replace(/\/+$/, '')}/api/csp-reports`;
}

/**
 * The Content-Security-Policy of a page, from the run-time config (so a remote moved by config is
 * allowed without a rebuild): scripts from this origin, the remotes' origins and inline scripts
 * carrying this response's nonce; data from the API and the remotes; nothing may frame the page.
 * Inline `<style>` stays allowed (the first paint, emotion and the light pages' injected styles).
 */
function contentSecurityPolicy({ config, nonce }) {
  const api = originOf(config.apiBaseUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", api, ...remotes],
    'media-src': ["'self'", 'blob:'],
    'frame-src': TRAILER_FRAMES,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [reportUrl(config)],
    'report-to': [REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** A fresh, unguessable nonce for one response. */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * Whether the request reached the site over https: directly, or through a proxy trusted by
 * `TRUST_PROXY` (Fastify's `request.protocol` reads `X-Forwarded-Proto` only then), or because the
 * shell's public address is https (TLS ends before this server).
 */
function servedOverHttps(request, env) {
  return request.protocol === 'https' || shellUrl(env).startsWith('https:');
}

/**
 * The headers of a page. The camera is allowed only under `/admin` (the ticket scanner);
 * elsewhere every powerful feature a cinema site does not use is switched off.
 */
function pageSecurityHeaders({ pathname, config, nonce, https }) {
  const camera = pathname === '/admin' || pathname.startsWith('/admin/') ? 'camera=(self)' : 'camera=()';
  return {
    'Content-Security-Policy': contentSecurityPolicy({ config, nonce }),
    'Reporting-Endpoints': `${REPORT_GROUP}="${reportUrl(config)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `${camera}, microphone=(), geolocation=(), payment=(), usb=()`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(https && { 'Strict-Transport-Security': HSTS }),
  };
}

module.exports = {
  contentSecurityPolicy,
  newNonce,
  pageSecurityHeaders,
  servedOverHttps,
  siteOrigins,
  shellUrl,
  reportUrl,
  HSTS,
};
