#!/usr/bin/env node
'use strict';

/**
 * Serves a built front end (`dist/`) the way production does:
 * - pages (any extensionless GET, `/` included) get `index.html` with the runtime config inlined (the host
 *   answers a path that is none of the shell's pages, site-pages.js, with status 404 and its 404 page),
 *   preload hints for that route and, on Home and All Movies, a first paint of the page's largest
 *   picture (see page-hints.js, first-paint.js); `/app-config.json` stays available;
 * - static files are sent pre-compressed (brotli or gzip, written by the build) by
 *   `Accept-Encoding`, with `Vary: Accept-Encoding`; anything without a compressed copy is
 *   compressed on the fly;
 * - federation entry files and manifests are never cached, content-hashed files are immutable;
 * - every page carries the site's security headers (security-headers.js): a Content-Security-Policy
 *   built from the run-time config with a fresh nonce for the page's inline script, no framing,
 *   HSTS when served over https; every response is `nosniff`, and only the site's own origins
 *   (siteOrigins) may read its files cross-origin (`Access-Control-Allow-Origin` echoes them).
 *
 *   reeltime-serve --dir dist --port 3001
 */
const path = require('node:path');
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const Fastify = require('fastify');
const { appConfigFromEnv } = require('./app-config');
const { pageHints, renderPage } = require('./page-hints');
const { RemoteManifests } = require('./remote-manifests');
const { LcpImages } = require('./lcp-images');
const { IMAGE_SOURCES } = require('./route-hints');
const { isSitePage } = require('./site-pages');
const { STARTUP_ASSETS_FILE } = require('./startup-assets-plugin');
const { newNonce, pageSecurityHeaders, servedOverHttps, siteOrigins } = require('./security-headers');

const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;

function cacheControlFor(filePath) {
  return HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * `TRUST_PROXY` as the API reads it: false (default), true, a number of proxy hops, or the proxies'
 * addresses/CIDRs, comma-separated. Fastify ignores a numeric `trustProxy` (and reads "1" as an
 * address), so hops are given as a function, as the API does.
 */
function trustProxy(raw) {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function readStartupAssets(root) {
  const file = path.join(root, STARTUP_ASSETS_FILE);
  if (!fs.existsSync(file)) return { role: 'remote', scripts: [], styles: [] };
  return { role: 'remote', scripts: [], styles: [], ...JSON.parse(fs.readFileSync(file, 'utf8')) };
}

async function serve({ dir, port, host = process.env.HOST || '0.0.0.0', name = path.basename(path.dirname(dir)), env = process.env }) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`Nothing to serve: ${root}/index.html does not exist. Build the app first.`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const startupAssets = readStartupAssets(root);
  const isHost = startupAssets.role === 'host';
  // The host preloads the remotes' page chunks: it keeps their manifests, refreshed in the background.
  const manifests = isHost ? new RemoteManifests(() => appConfigFromEnv(env).remotes) : null;
  void manifests?.refreshAll();
  // … and the API lists its pages' first pictures come from, to preload those too.
  const lcpImages = isHost ? new LcpImages(() => appConfigFromEnv(env).apiBaseUrl) : null;
  void lcpImages?.refreshAll(IMAGE_SOURCES);

  // Behind a TLS-terminating proxy, `TRUST_PROXY` (true, or the proxies' addresses) lets
  // `X-Forwarded-Proto: https` count as https (see servedOverHttps).
  const app = Fastify({ logger: false, trustProxy: trustProxy(env.TRUST_PROXY) });
  await app.register(require('@fastify/compress'), { global: true, threshold: 1024 });

  const allowedOrigins = new Set(siteOrigins(env));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/app-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return appConfigFromEnv(env);
  });

  const sendPage = (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0]);
    // The host knows the shell's pages: any other path is its 404 page, answered as one.
    if (isHost && !isSitePage(pathname)) reply.code(404);
    const config = appConfigFromEnv(env);
    const nonce = newNonce();
    const hints = pageHints({ pathname, config, startupAssets, manifests, lcpImages, isHost, nonce });
    return reply
      .headers(pageSecurityHeaders({ pathname, config, nonce, https: servedOverHttps(request, env) }))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, hints));
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  await app.register(require('@fastify/static'), {
    root,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
      // The shell reads a remote's manifest, entry, chunks and fonts from another origin.
      const origin = reply.request.headers.origin;
      const vary = reply.getHeader('Vary');
      reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
      if (origin && allowedOrigins.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ error: 'Not Found', message: `No file at ${request.url}` });
  });

  await app.listen({ port, host });
  console.log(`${name} serving ${root} on http://localhost:${app.server.address().port}`);
  return app;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, name: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 0);
  serve({ dir: values.dir, port, name: values.name }).then(
    (app) => {
      const stop = () => app.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { serve, cacheControlFor };
