#!/usr/bin/env node
'use strict';

/**
 * Serves a built front end (`dist/`) the way production does:
 * - pages (any extensionless GET, `/` included) get `index.html` with the runtime config inlined (the host
 *   answers a path that is none of the pages of its route table, route-table.js: its own and those the remotes'
 *   manifests declare, with status 404 and its 404 page), the remotes' pages for the shell's router
 *   (site-pages-block.js), preload hints for that route from what the route's remote declares (remote-pages.js) and,
 *   the first paint its remote draws (first-paint.js: on Home and All Movies the page's largest picture,
 *   on a movie page the film and its showtimes from its record), with the remote's paint script and
 *   stylesheet (first-paint-scripts.js, first-paint-styles.js); `/app-config.json` stays available;
 * - static files are sent pre-compressed (brotli or gzip, written by the build) by
 *   `Accept-Encoding`, with `Vary: Accept-Encoding`; anything without a compressed copy is
 *   compressed on the fly;
 * - federation entry files and manifests are never cached, content-hashed files are immutable;
 * - every page carries the site's security headers (security-headers.js): a Content-Security-Policy
 *   built from the run-time config with a fresh nonce for the page's inline script, no framing,
 *   HSTS when served over https; every response is `nosniff`, and only the site's own origins
 *   (siteOrigins) may read its files cross-origin (`Access-Control-Allow-Origin` echoes them);
 * - pages made from a record (a film, a cinema) carry their title, description, canonical URL,
 *   link-preview tags and schema.org JSON-LD in the HTML (page-meta.js: the remote's meta script run on
 *   the API's record, waited for at most a quarter of a second: without it the page goes out with the
 *   site's own tags); one the API does not know is answered as the 404 page; `/robots.txt` and
 *   `/sitemap.xml` tell search engines what to crawl (crawler-files.js, from what the remotes declare
 *   of their pages). Absolute URLs use the site's public origin, `SHELL_URL`.
 *
 *   reeltime-serve --dir dist --port 3001
 */
const path = require('node:path');
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const Fastify = require('fastify');
const { appConfigFromEnv, apiPathPrefix, apiUpstreamUrl } = require('./app-config');
const { forwardApi } = require('./api-forwarding');
const { pageAt, pageHints, renderPage } = require('./page-hints');
const { RemoteManifests } = require('./remote-manifests');
const { LcpImages } = require('./lcp-images');
const { FirstPaintScripts } = require('./first-paint-scripts');
const { FirstPaintStyles } = require('./first-paint-styles');
const { remotePaint } = require('./first-paint');
const { siteRouteTable, sitePages, isSitePage, remoteRoutes, matchRoute } = require('./route-table');
const { STARTUP_ASSETS_FILE } = require('./startup-assets-plugin');
const { newNonce, pageSecurityHeaders, servedOverHttps, siteOrigins, shellUrl } = require('./security-headers');
const { PageRecords } = require('./page-records');
const { describeRecordPage, paramsReadable, withPageMeta, NOINDEX } = require('./page-meta');
const { sitePagesBlock, sitePagesTag } = require('./site-pages-block');
const { robotsTxt, sitemapXml, crawlDeclarations, isHidden } = require('./crawler-files');
const { stopOnSignals } = require('./graceful-stop');

/** How long `/robots.txt` and `/sitemap.xml` wait for the remotes' manifests and the API's lists (a crawler waits; a page does not). */
const SITEMAP_WAIT_MS = 3_000;

/** How long a page waits for the remotes' manifests the server has not loaded yet (only just after start-up). */
const MANIFEST_WAIT_MS = 250;

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
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The site's public origin (`SHELL_URL`), the base of canonical and preview URLs. */
function publicOrigin(env) {
  try {
    return new URL(shellUrl(env)).origin;
  } catch {
    return 'http://localhost:3000';
  }
}

function readStartupAssets(root) {
  const file = path.join(root, STARTUP_ASSETS_FILE);
  if (!fs.existsSync(file)) return { role: 'remote', scripts: [], styles: [] };
  return { role: 'remote', scripts: [], styles: [], ...JSON.parse(fs.readFileSync(file, 'utf8')) };
}

async function serve({
  dir,
  port,
  host = process.env.HOST || '0.0.0.0',
  name = path.basename(path.dirname(dir)),
  env = process.env,
}) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`Nothing to serve: ${root}/index.html does not exist. Build the app first.`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  // The fixed pages change with a build: the day it was made is their `lastmod` in the sitemap.
  const builtOn = fs.statSync(indexFile).mtime.toISOString().slice(0, 10);
  const startupAssets = readStartupAssets(root);
  const isHost = startupAssets.role === 'host';
  // The host's own pages (its build copied them into startup-assets.json).
  const shellPages = isHost ? (startupAssets.shellPages ?? {}) : null;
  const legacyRemotePages = startupAssets.legacyRemotePages ?? {};
  const apiPath = apiPathPrefix(env);
  // The pages known before any manifest is read: the shell's own and those the remotes have long had.
  const knownPages = isHost ? sitePages({ shell: shellPages, remotes: legacyRemotePages }) : [];
  if (apiPath && (isSitePage(apiPath, knownPages) || isSitePage(`${apiPath}/x`, knownPages))) {
    throw new Error(`API_PATH=${apiPath} is a page of the site: choose a path no page uses, such as /_api`);
  }
  // The host routes and preloads the remotes' pages: it keeps their manifests, refreshed in the background.
  const manifests = isHost ? new RemoteManifests(() => appConfigFromEnv(env).remotes) : null;
  /** The route table now: the shell's pages and the remotes' as their manifests declare them (route-table.js). */
  const routeTableNow = () => siteRouteTable(shellPages, manifests, legacyRemotePages);
  // The API as this server reaches it: `API_INTERNAL_URL` where the browsers' address does not
  // lead there from the server (e.g. a container network), else the runtime config's.
  const serverApiUrl = () => apiUpstreamUrl(env);
  // … and the API lists its pages' first pictures come from, to preload those too.
  const lcpImages = isHost ? new LcpImages(serverApiUrl) : null;
  // … and the scripts that paint and describe a page, and the stylesheets of the paints, as the remotes publish them.
  const paintScripts = isHost ? new FirstPaintScripts() : null;
  const paintStyles = isHost ? new FirstPaintStyles() : null;
  // Once the manifests are in, what the remotes' pages declare is loaded too (pictures' lists, paint scripts and styles).
  void manifests?.refreshAll().then(() => {
    const declared = remoteRoutes(routeTableNow())
      .map((route) => manifests.pageFor(route.remote, route.expose))
      .filter(Boolean);
    const fixedLists = declared.map((page) => page.image?.api).filter((api) => api && !api.includes(':'));
    void lcpImages.refreshAll([...new Set(fixedLists)]);
    for (const page of declared) {
      for (const script of [page.firstPaint?.script, page.meta?.script]) if (script) void paintScripts.load(script);
      if (page.firstPaint?.style) void paintStyles.load(page.firstPaint.style);
    }
  });
  // … and the records (a film, a cinema) its pages are painted and described from.
  const records = isHost ? new PageRecords(serverApiUrl) : null;

  // Behind a TLS-terminating proxy, `TRUST_PROXY` (true, or the proxies' addresses) lets
  // `X-Forwarded-Proto: https` count as https (see servedOverHttps).
  const app = Fastify({ logger: false, trustProxy: trustProxy(env.TRUST_PROXY) });
  await app.register(require('@fastify/compress'), { global: true, threshold: 1024 });

  const allowedOrigins = new Set(siteOrigins(env));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await forwardApi(app, env);

  app.get('/app-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return appConfigFromEnv(env);
  });

  /** The first paint the page's remote draws (first-paint.js), or null (none declared, nothing known in time). */
  const paintOf = (page) =>
    remotePaint(page, { records, scripts: paintScripts, styles: paintStyles, lcpImages, paramsReadable });

  const sendPage = async (request, reply) => {
    const [rawPath, search = ''] = request.url.split(/\?(.*)/s);
    const pathname = safeDecode(rawPath);
    // Right after start-up a page waits a moment for the remotes' manifests (their pages and what they declare).
    if (isHost) await manifests.settleAll(MANIFEST_WAIT_MS, { firstOnly: true });
    const routeTable = isHost ? routeTableNow() : null;
    // The host knows the site's pages: any other path is its 404 page, answered as one, unless a remote's
    // pages are unknown for now (its manifest not in): the shell then finds out in the browser.
    const sitePage = !isHost || routeTable.unknown.length > 0 || isSitePage(pathname, sitePages(routeTable));
    const route = isHost && sitePage ? matchRoute(pathname, routeTable) : null;
    const page = route ? pageAt(pathname, routeTable, manifests, search) : null;
    const [described, painted] = page
      ? await Promise.all([
          describeRecordPage(page, { records, scripts: paintScripts, origin: publicOrigin(env) }),
          paintOf(page),
        ])
      : [null, null];
    // … and so is a page whose record the API does not know; a page its owner keeps out of search says so.
    if (!sitePage || described?.missing) reply.code(404);
    const crawl = isHost && sitePage ? crawlDeclarations(routeTable, manifests) : null;
    const noindex = described?.missing || (crawl !== null && isHidden(pathname, crawl.hidden));
    const config = appConfigFromEnv(env);
    const nonce = newNonce();
    const hints = pageHints({
      page,
      config,
      startupAssets,
      manifests,
      lcpImages,
      nonce,
      painted: described?.missing ? null : painted,
    });
    // The remotes' pages and their declared titles, for the shell to route and name each page (site-pages-block.js).
    const remotePages = isHost ? sitePagesTag(sitePagesBlock(routeTable, manifests)) : '';
    const html = renderPage(template, { ...hints, head: (noindex ? NOINDEX : '') + hints.head + remotePages });
    return reply
      .headers(pageSecurityHeaders({ pathname, config, nonce, https: servedOverHttps(request, env) }))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(described?.meta ? withPageMeta(html, described.meta) : html);
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  if (isHost) {
    /** What the remotes declare for crawlers (crawler-files.js), waiting a moment for manifests not in yet. */
    const crawlerDeclarations = async () => {
      await manifests.settleAll(SITEMAP_WAIT_MS);
      const routeTable = routeTableNow();
      return { ...crawlDeclarations(routeTable, manifests), pages: sitePages(routeTable) };
    };
    // Without a remote's declarations or the API's lists the files would leave pages out: crawlers are asked to come back instead.
    const unavailable = (reply, file) =>
      reply
        .code(503)
        .header('Retry-After', '60')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`The ${file} is unavailable for a moment: try again in a minute.`);
    app.get('/robots.txt', async (_request, reply) => {
      const crawl = await crawlerDeclarations();
      if (!crawl.complete) return unavailable(reply, 'robots.txt');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin(env), crawl.hidden));
    });
    app.get('/sitemap.xml', async (_request, reply) => {
      const crawl = await crawlerDeclarations();
      const answers = crawl.complete
        ? await Promise.all(crawl.lists.map(({ api }) => records.lookup(api, SITEMAP_WAIT_MS)))
        : [];
      const items = answers.map((answer) => (answer?.found && Array.isArray(answer.body) ? answer.body : null));
      if (!crawl.complete || items.includes(null)) return unavailable(reply, 'sitemap');
      return reply
        .header('Cache-Control', 'public, max-age=900')
        .type('application/xml; charset=utf-8')
        .send(
          sitemapXml(publicOrigin(env), {
            pages: crawl.pages,
            hidden: crawl.hidden,
            lists: crawl.lists.map(({ path: listPath }, index) => ({ path: listPath, items: items[index] })),
            builtOn,
          }),
        );
    });
  }

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
    (app) => stopOnSignals(app),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { serve, cacheControlFor };
