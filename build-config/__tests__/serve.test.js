'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const zlib = require('node:zlib');
const { serve } = require('../serve');
const { HOST_PAGES, answerRemoteFile, declaredPages, remoteUrlsAt, serveShellOver } = require('./repository-pages');

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>t</title><script defer src="/main.js"></script></head><body></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist;
let remote;
let remoteOrigin;
let app;
let shellOrigin;
let manifestRequests = 0;

/** The other remotes' manifests: their page declarations, no files to preload. */
const OTHER_REMOTES = ['booking', 'account', 'admin'];

/** A catalog remote that only serves its manifest (and fails when asked to), and the other remotes' manifests. */
function startRemote() {
  let up = true;
  const server = http.createServer((request, response) => {
    const other = OTHER_REMOTES.find((remote) => request.url === `/${remote}/mf-manifest.json`);
    if (other) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ metaData: { pages: declaredPages(other) }, exposes: [] }));
      return;
    }
    if (request.url !== '/mf-manifest.json' || !up) {
      response.writeHead(503).end();
      return;
    }
    manifestRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        metaData: {
          publicPath: 'auto',
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          pages: declaredPages('catalog'),
        },
        exposes: [
          {
            name: 'HomePage',
            path: './HomePage',
            assets: {
              js: { sync: ['home.0123456789.js'], async: ['lazy.0123456789.js'] },
              css: { sync: [], async: [] },
            },
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, setUp: (value) => (up = value) })),
  );
}

nodeTest.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-serve-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'main.js'), MAIN_JS);
  fs.writeFileSync(path.join(dist, 'main.js.br'), zlib.brotliCompressSync(MAIN_JS));
  fs.writeFileSync(path.join(dist, 'main.js.gz'), zlib.gzipSync(MAIN_JS));
  fs.writeFileSync(path.join(dist, 'bootstrap.abcdef0123.js'), MAIN_JS);
  fs.writeFileSync(
    path.join(dist, 'startup-assets.json'),
    JSON.stringify({
      role: 'host',
      scripts: ['bootstrap.abcdef0123.js'],
      styles: [],
      shared: [],
      sharedFiles: {},
      exposes: {},
      ...HOST_PAGES,
    }),
  );
  remote = await startRemote();
  remoteOrigin = `http://127.0.0.1:${remote.server.address().port}`;
  const env = {
    API_BASE_URL: 'http://api.test:8080',
    CATALOG_REMOTE_URL: `${remoteOrigin}/mf-manifest.json`,
    BOOKING_REMOTE_URL: `${remoteOrigin}/booking/mf-manifest.json`,
    ACCOUNT_REMOTE_URL: `${remoteOrigin}/account/mf-manifest.json`,
    ADMIN_REMOTE_URL: `${remoteOrigin}/admin/mf-manifest.json`,
  };
  app = await serve({ dir: dist, port: 0, host: '127.0.0.1', name: 'test', env });
  shellOrigin = `http://127.0.0.1:${app.server.address().port}`;
  // The server fetches the manifests at start-up; wait until the catalog's has arrived.
  for (let attempt = 0; attempt < 50 && manifestRequests === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 50));
});

nodeTest.after(async () => {
  await app?.close();
  remote?.server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (pathname) => {
  const response = await fetch(`${shellOrigin}${pathname}`);
  return { response, html: await response.text() };
};

nodeTest.test('a page has the runtime config inlined before any script', async () => {
  const { response, html } = await page('/');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const match = html.match(/<script nonce="[^"]+">window\.__REELTIME_CONFIG__=(.*?);document\./);
  assert.ok(match, 'config script present');
  assert.equal(JSON.parse(match[1]).apiBaseUrl, 'http://api.test:8080');
  assert.ok(html.indexOf('__REELTIME_CONFIG__') < html.indexOf('src="/main.js"'));
});

nodeTest.test(
  '/ preloads the API data, the catalog manifest, remote entry and HomePage chunks, and the shell startup chunks',
  async () => {
    const { html } = await page('/');
    assert.match(html, /<link rel="preload" href="http:\/\/api\.test:8080\/movies\/browse" as="fetch" crossorigin>/);
    assert.ok(html.includes(`<link rel="preload" href="${remoteOrigin}/mf-manifest.json" as="fetch" crossorigin>`));
    assert.ok(html.includes(`<link rel="preload" href="${remoteOrigin}/remoteEntry.js" as="script">`));
    assert.ok(html.includes(`<link rel="preload" href="${remoteOrigin}/home.0123456789.js" as="script">`));
    assert.ok(!html.includes('lazy.0123456789.js'), 'lazy chunks stay lazy');
    assert.ok(html.includes('<link rel="preload" href="/bootstrap.abcdef0123.js" as="script">'));
    assert.ok(html.includes('<link rel="preconnect" href="http://api.test:8080" crossorigin>'));
  },
);

nodeTest.test('a deep link gets the hints of its own route, with its parameters', async () => {
  const { html } = await page('/movies/5');
  assert.ok(html.includes('<link rel="preload" href="http://api.test:8080/movies/5" as="fetch" crossorigin>'));
  assert.ok(!html.includes('/movies/browse'));
});

nodeTest.test('a shell-only page gets the startup chunks and no remote hints', async () => {
  const { html } = await page('/terms-and-conditions');
  assert.ok(html.includes('/bootstrap.abcdef0123.js'));
  assert.ok(!html.includes(`href="${remoteOrigin}`));
});

nodeTest.test('the host answers its pages with 200 and any other path with its 404 page and status 404', async () => {
  for (const pathname of [
    '/',
    '/movies',
    '/movies/5',
    '/movies/5/seat-selection',
    '/cinemas/3',
    '/my-bookings',
    '/refund-policy',
    '/help',
    '/faq',
    '/payment-options',
    '/sitemap',
    '/careers',
    '/press',
    '/admin',
    '/admin/shows',
    '/payment?x=1',
    '/movies/',
  ]) {
    const { response } = await page(pathname);
    assert.equal(response.status, 200, pathname);
  }
  for (const pathname of ['/no-such-page', '/movies/5/nothing', '/cinemas', '/help/more', '/Movies']) {
    const { response, html } = await page(pathname);
    assert.equal(response.status, 404, pathname);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.ok(html.includes('/bootstrap.abcdef0123.js'), 'the shell renders its 404 page');
  }
});

nodeTest.test(
  'while a remote’s manifest is not in, any path is answered as a page and the shell is told which remote is unknown',
  async (t) => {
    const site = await serveShellOver(
      t,
      (request, response) => answerRemoteFile(request.url, response) || response.writeHead(503).end(),
      (origin) => ({ ...remoteUrlsAt(origin), ACCOUNT_REMOTE_URL: 'http://127.0.0.1:1/mf-manifest.json' }),
    );
    const response = await fetch(`${site}/my-bookings`);
    assert.equal(response.status, 200, 'maybe one of the unknown remote’s pages');
    const html = await response.text();
    const block = /<script type="application\/json" id="rt-site-pages">([^<]*)<\/script>/.exec(html);
    assert.deepEqual(JSON.parse(block[1]).unknown, ['account']);
    assert.equal((await fetch(`${site}/sitemap.xml`)).status, 503, 'the sitemap would miss its pages');
  },
);

nodeTest.test('static files are sent pre-compressed by Accept-Encoding, with Vary', async () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const response = await new Promise((resolve) =>
      http.get(`${shellOrigin}/main.js`, { headers: { 'accept-encoding': accept } }, resolve),
    );
    response.resume();
    assert.equal(response.headers['content-encoding'], encoding);
    assert.match(response.headers.vary, /accept-encoding/i);
    assert.equal(response.headers['cache-control'], 'no-cache');
  }
  const hashed = await fetch(`${shellOrigin}/bootstrap.abcdef0123.js`);
  assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

nodeTest.test('/app-config.json is still served', async () => {
  const response = await fetch(`${shellOrigin}/app-config.json`);
  assert.equal((await response.json()).remotes.catalog, `${remoteOrigin}/mf-manifest.json`);
});
