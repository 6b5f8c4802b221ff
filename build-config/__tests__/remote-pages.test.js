'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { remotePagesManifest } = require('../remote-pages');
const { RemoteManifests } = require('../remote-manifests');
const { pageAt, pageHints } = require('../page-hints');
const { sitePages, isSitePage } = require('../route-table');
const { ROUTE_TABLE } = require('./repository-pages');

const API = 'http://api.test';
const CATALOG = 'http://catalog.test/v2/mf-manifest.json';
const config = { apiBaseUrl: API, remotes: { catalog: CATALOG } };
const startupAssets = { scripts: [], styles: [], sharedFiles: { '@reeltime/shared-lib/mui': ['theme.0123456789.js'] } };
/** The API data a page's HTML preloads. */
const dataPreloads = (head) =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(API));

nodeTest.test(
  'a remote’s build publishes its page declarations in its manifest, each paint script as a hashed file beside it',
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-remote-'));
    fs.mkdirSync(path.join(dir, 'src/exposes/first-paint'), { recursive: true });
    const pages = {
      './OffersPage': {
        api: ['/offers'],
        firstPaint: { kind: 'movie', script: './first-paint/offers.cjs' },
        meta: { script: './first-paint/offers.cjs', function: 'offersMeta' },
      },
      './Cart': { muiTheme: true, crawl: false },
    };
    fs.writeFileSync(path.join(dir, 'src/exposes/pages.json'), JSON.stringify(pages));
    fs.writeFileSync(path.join(dir, 'src/exposes/first-paint/offers.cjs'), 'module.exports = { paint: () => null };');
    const emitted = {};
    const compilation = {
      compiler: { webpack },
      fileDependencies: new Set(),
      emitAsset: (name, source) => (emitted[name] = source.source().toString()),
    };
    const stats = remotePagesManifest(dir).additionalData({ stats: { metaData: { name: 'catalog' } }, compilation });

    assert.equal(Object.keys(emitted).length, 1, 'a script that paints and describes is published once');
    const [script] = Object.keys(emitted);
    assert.match(script, /^first-paint\/offers\.[0-9a-f]{10}\.cjs$/, 'content-hashed, so the server may keep it');
    assert.equal(emitted[script], 'module.exports = { paint: () => null };');
    assert.deepEqual(stats.metaData.pages, {
      './OffersPage': {
        api: ['/offers'],
        firstPaint: { kind: 'movie', script },
        meta: { script, function: 'offersMeta' },
      },
      './Cart': { muiTheme: true, crawl: false },
    });
    assert.ok(
      compilation.fileDependencies.has(path.join(dir, 'src/exposes/pages.json')),
      'a watch build notices an edited declaration',
    );
    assert.equal(
      remotePagesManifest(os.tmpdir()),
      undefined,
      'a remote without declarations keeps the default manifest',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

nodeTest.test(
  'the shell’s server picks up a page and a new first API call declared only by a remote, without a shell rebuild',
  async () => {
    // The shell's route table names the remote module at a path (one line); everything else is the remote's.
    const table = {
      ...ROUTE_TABLE,
      remotes: { ...ROUTE_TABLE.remotes, catalog: { ...ROUTE_TABLE.remotes.catalog, OffersPage: '/offers/:city' } },
    };
    let declared = { './HomePage': { api: ['/movies/browse'] } };
    const fetchImpl = async () =>
      Response.json({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: declared },
        exposes: [],
      });
    const manifests = new RemoteManifests(() => config.remotes, { fetch: fetchImpl, maxAgeMs: 0 });
    await manifests.refreshAll();
    const head = (pathname) =>
      pageHints({ page: pageAt(pathname, table, manifests), config, startupAssets, manifests }).head;

    assert.ok(isSitePage('/offers/pune', sitePages(table)), 'the route table’s page is a page of the site');
    assert.deepEqual(dataPreloads(head('/')), [`${API}/movies/browse`]);
    assert.deepEqual(dataPreloads(head('/offers/pune')), [], 'not declared yet: no hints, the page still works');

    // The catalog deploys again: Home asks for one more thing first, and its new page declares its own.
    declared = {
      './HomePage': { api: ['/movies/browse', '/offers'] },
      './OffersPage': {
        api: ['/offers?city=:city', '/cities'],
        muiTheme: true,
        firstPaint: { kind: 'movie', script: 'first-paint/offers.0123456789.cjs' },
      },
    };
    await manifests.refreshAll();
    assert.deepEqual(dataPreloads(head('/')), [`${API}/movies/browse`, `${API}/offers`]);
    const offers = head('/offers/pune');
    assert.deepEqual(
      dataPreloads(offers),
      [`${API}/offers?city=pune`, `${API}/cities`],
      'its data, with the route’s parameter',
    );
    assert.ok(
      offers.includes('<link rel="preload" href="/theme.0123456789.js" as="script">'),
      'drawn with MUI: the theme comes with the startup',
    );
    assert.equal(
      pageAt('/offers/pune', table, manifests).firstPaint.script,
      'http://catalog.test/v2/first-paint/offers.0123456789.cjs',
      'its paint script, beside its manifest',
    );
  },
);
