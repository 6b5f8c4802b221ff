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
const { remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { siteRouteTable, sitePages, isSitePage } = require('../route-table');
const { SHELL_PAGES } = require('./repository-pages');

const API = 'http://api.test';
const CATALOG = 'http://catalog.test/v2/mf-manifest.json';
const config = { apiBaseUrl: API, remotes: { catalog: CATALOG } };
const startupAssets = { scripts: [], styles: [], sharedFiles: { '@reeltime/shared-lib/mui': ['theme.0123456789.js'] } };
/** The API data a page's HTML preloads. */
const dataPreloads = (head) =>
  [...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(API));

const OFFERS_SCRIPT =
  "module.exports = { paint: (record, { image }) => ({ body: '<p class=\"rt-offers-fp\">' + record.title + '</p>' }) };";
const OFFERS_STYLE = '/* The offers page’s first paint. */\n#rt-first-paint .rt-offers-fp {\n  color: #ffd54f;\n}\n';

/** A remote's folder with `pages` as its declarations and the files `files` (path under src/exposes/ → text). */
function remoteDir(pages, files = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-remote-'));
  fs.mkdirSync(path.join(dir, 'src/exposes/first-paint'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/exposes/pages.json'), JSON.stringify(pages));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'src/exposes', file), text);
  return dir;
}

/**
 * What the remote's build in `dir` publishes: `{ pages, emitted, infos }` (`metaData.pages`; file → text, asset info).
 * `modules`: the compilation's `modules`, `moduleGraph` and `chunkGraph`, for a page with lazily loaded parts.
 */
function build(dir, modules = {}) {
  const emitted = {};
  const infos = {};
  const compilation = {
    modules: [],
    ...modules,
    compiler: { webpack },
    fileDependencies: new Set(),
    emitAsset: (name, source, info) => {
      emitted[name] = source.source().toString();
      infos[name] = info;
    },
  };
  const stats = remotePagesManifest(dir).additionalData({ stats: { metaData: { name: 'catalog' } }, compilation });
  return { pages: stats.metaData.pages, emitted, infos, compilation };
}

nodeTest.test(
  'a remote’s build publishes its page declarations in its manifest, each paint script and stylesheet as a hashed file beside it',
  () => {
    const pages = {
      './OffersPage': {
        path: '/offers',
        api: ['/offers'],
        firstPaint: { script: './first-paint/offers.cjs', style: './first-paint/offers.css' },
        meta: { script: './first-paint/offers.cjs', function: 'offersMeta' },
      },
      './Cart': { path: '/cart', muiTheme: true, crawl: false },
    };
    const dir = remoteDir(pages, { 'first-paint/offers.cjs': OFFERS_SCRIPT, 'first-paint/offers.css': OFFERS_STYLE });
    const { pages: published, emitted, infos, compilation } = build(dir);

    assert.equal(Object.keys(emitted).length, 2, 'a script that paints and describes is published once');
    const script = Object.keys(emitted).find((name) => name.endsWith('.cjs'));
    const style = Object.keys(emitted).find((name) => name.endsWith('.css'));
    assert.match(script, /^first-paint\/offers\.[0-9a-f]{10}\.cjs$/, 'content-hashed, so the server may keep it');
    assert.match(style, /^first-paint\/offers\.[0-9a-f]{10}\.css$/);
    assert.equal(emitted[script], OFFERS_SCRIPT);
    assert.equal(emitted[style], OFFERS_STYLE, 'as written: the server minifies it');
    assert.equal(infos[style]?.minimized, true, 'the build’s CSS minimizer leaves it as written');
    assert.deepEqual(published, {
      './OffersPage': {
        path: '/offers',
        api: ['/offers'],
        firstPaint: { script, style },
        meta: { script, function: 'offersMeta' },
      },
      './Cart': { path: '/cart', muiTheme: true, crawl: false },
    });
    assert.ok(
      compilation.fileDependencies.has(path.join(dir, 'src/exposes/pages.json')),
      'a watch build notices an edited declaration',
    );
    assert.ok(compilation.fileDependencies.has(path.join(dir, 'src/exposes/first-paint/offers.css')));
    assert.equal(
      remotePagesManifest(os.tmpdir()),
      undefined,
      'a remote without declarations keeps the default manifest',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

nodeTest.test(
  'a first paint declared without its script or stylesheet, or with a missing file, fails the build',
  () => {
    const files = { 'first-paint/offers.cjs': OFFERS_SCRIPT, 'first-paint/offers.css': OFFERS_STYLE };
    for (const [firstPaint, error] of [
      [
        { script: './first-paint/offers.cjs' },
        /src\/exposes\/pages\.json: the first paint of \.\/OffersPage needs its style, a \.css file \(\{ "script": "\.\/first-paint\/<name>\.cjs", "style": "\.\/first-paint\/<name>\.css" \}\), not null$/,
      ],
      [{ style: './first-paint/offers.css' }, /the first paint of \.\/OffersPage needs its script, a \.cjs file/],
      [
        { script: './first-paint/offers.cjs', style: './first-paint/offers.cjs' },
        /needs its style, a \.css file .*, not "\.\/first-paint\/offers\.cjs"$/,
      ],
      [
        { kind: 'hero', script: './first-paint/offers.cjs', style: './first-paint/offers.css' },
        /the first paint of \.\/OffersPage declares "kind": it is \{ "script"/,
      ],
      ['hero', /the first paint of \.\/OffersPage must be \{ "script"/],
      [
        { script: './first-paint/offers.cjs', style: './first-paint/gone.css' },
        /src\/exposes\/pages\.json: the first paint style of \.\/OffersPage, \.\/first-paint\/gone\.css, does not exist$/,
      ],
    ]) {
      const dir = remoteDir({ './OffersPage': { path: '/offers', firstPaint } }, files);
      assert.throws(() => build(dir), error, JSON.stringify(firstPaint));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);

nodeTest.test(
  'the stylesheet a remote declares for a first paint reaches the page, minified, beside its markup',
  async () => {
    const dir = remoteDir(
      {
        './OffersPage': {
          path: '/offers/:city',
          api: ['/offers?city=:city'],
          record: '/offers?city=:city',
          firstPaint: { script: './first-paint/offers.cjs', style: './first-paint/offers.css' },
        },
      },
      { 'first-paint/offers.cjs': OFFERS_SCRIPT, 'first-paint/offers.css': OFFERS_STYLE },
    );
    const { pages, emitted } = build(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    // The remote's deployed files: its manifest and what its build emitted beside it.
    const files = {
      [CATALOG]: JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pages },
        exposes: [],
      }),
      ...Object.fromEntries(Object.entries(emitted).map(([name, text]) => [new URL(name, CATALOG).href, text])),
    };
    const fetchImpl = async (url) => (files[url] ? new Response(files[url]) : new Response('', { status: 404 }));
    const manifests = new RemoteManifests(() => config.remotes, { fetch: fetchImpl });
    await manifests.refreshAll();
    const page = pageAt('/offers/pune', siteRouteTable(SHELL_PAGES, manifests), manifests);
    const sources = {
      records: { lookup: async (api) => ({ found: api === '/offers?city=pune', body: { title: 'Two for one' } }) },
      scripts: new FirstPaintScripts({ fetch: fetchImpl }),
      styles: new FirstPaintStyles({ fetch: fetchImpl }),
      lcpImages: null,
      paramsReadable: () => true,
    };
    const painted = await remotePaint(page, sources);
    const { head, body } = pageHints({ page, config, startupAssets, manifests, painted });
    assert.equal(
      body,
      '<div id="rt-first-paint"><div class="rt-fp"><p class="rt-offers-fp">Two for one</p></div></div>',
    );
    assert.match(head, /<style>#rt-first-paint\{[^<]*#rt-first-paint \.rt-offers-fp\{color:#ffd54f\}<\/style>/);
    assert.ok(!head.includes('The offers page'), 'without its comments');

    // A stylesheet that is missing or could close its <style> element leaves the page without a first paint.
    const broken = { ...files };
    for (const name of Object.keys(broken)) if (name.endsWith('.css')) broken[name] = '.x{color:red}</style><script>';
    const brokenFetch = async (url) => (broken[url] ? new Response(broken[url]) : new Response('', { status: 404 }));
    assert.equal(await remotePaint(page, { ...sources, styles: new FirstPaintStyles({ fetch: brokenFetch }) }), null);
    const missing = async (url) => (url.endsWith('.css') ? new Response('', { status: 404 }) : fetchImpl(url));
    assert.equal(await remotePaint(page, { ...sources, styles: new FirstPaintStyles({ fetch: missing }) }), null);
  },
);

nodeTest.test(
  'the shell’s server picks up a page and a new first API call declared only by a remote, without a shell rebuild',
  async () => {
    let declared = { './HomePage': { path: '/', api: ['/movies/browse'] } };
    const fetchImpl = async () =>
      Response.json({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: declared },
        exposes: [],
      });
    const manifests = new RemoteManifests(() => config.remotes, { fetch: fetchImpl, maxAgeMs: 0 });
    await manifests.refreshAll();
    const table = () => siteRouteTable(SHELL_PAGES, manifests);
    const head = (pathname) =>
      pageHints({ page: pageAt(pathname, table(), manifests), config, startupAssets, manifests }).head;

    assert.deepEqual(dataPreloads(head('/')), [`${API}/movies/browse`]);
    assert.ok(!isSitePage('/offers/pune', sitePages(table())), 'not declared yet: no such page');

    // The catalog deploys again: Home asks for one more thing first, and its new page declares its own.
    declared = {
      './HomePage': { path: '/', api: ['/movies/browse', '/offers'] },
      './OffersPage': {
        path: '/offers/:city',
        api: ['/offers?city=:city', '/cities'],
        muiTheme: true,
        firstPaint: { script: 'first-paint/offers.0123456789.cjs', style: 'first-paint/offers.0123456789.css' },
      },
    };
    await manifests.refreshAll();
    assert.ok(isSitePage('/offers/pune', sitePages(table())), 'the page the remote declares is a page of the site');
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
      pageAt('/offers/pune', table(), manifests).firstPaint.script,
      'http://catalog.test/v2/first-paint/offers.0123456789.cjs',
      'its paint script, beside its manifest',
    );
  },
);

nodeTest.test(
  'a page’s first-screen modules are published with the chunks of their on-demand import, and the page’s HTML preloads them',
  async () => {
    const dir = remoteDir({ './PayPage': { path: '/pay', firstScreen: ['src/features/pay/CardForm.tsx'] } });
    // The page's module imports the card form on demand: one chunk of its own and a split vendor chunk.
    const cardForm = { resource: path.join(dir, 'src/features/pay/CardForm.tsx'), blocks: [] };
    const onDemand = { dependencies: [{ request: './CardForm' }] };
    const payPage = { resource: path.join(dir, 'src/exposes/PayPage.tsx'), blocks: [onDemand] };
    const modules = {
      modules: [payPage, cardForm],
      moduleGraph: { getModule: (dependency) => (dependency.request === './CardForm' ? cardForm : null) },
      chunkGraph: {
        getBlockChunkGroup: (block) =>
          block === onDemand
            ? { chunks: [{ files: new Set(['71.aaaa.js', '71.aaaa.css']) }, { files: new Set(['vendor.bbbb.js']) }] }
            : undefined,
      },
    };
    const { pages } = build(dir, modules);
    assert.deepEqual(pages['./PayPage'].firstScreenScripts, ['71.aaaa.js', 'vendor.bbbb.js']);

    // A first-screen module nothing imports on demand (renamed, or imported statically) fails the build.
    const stale = remoteDir({ './PayPage': { path: '/pay', firstScreen: ['src/features/pay/OldForm.tsx'] } });
    assert.throws(
      () => build(stale, modules),
      /firstScreen names src\/features\/pay\/OldForm\.tsx, which no module imports on demand/,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(stale, { recursive: true, force: true });

    // The shell's server preloads them beside the page's own chunks; a name that leaves the remote's folder is dropped.
    const published = {
      ...pages,
      './PayPage': { ...pages['./PayPage'], firstScreenScripts: [...pages['./PayPage'].firstScreenScripts, '../x.js'] },
    };
    const fetchImpl = async () =>
      Response.json({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: published },
        exposes: [{ path: './PayPage', assets: { js: { sync: ['PayPage.cccc.js'] }, css: { sync: [] } } }],
      });
    const manifests = new RemoteManifests(() => config.remotes, { fetch: fetchImpl });
    await manifests.refreshAll();
    const table = siteRouteTable(SHELL_PAGES, manifests);
    const { head } = pageHints({ page: pageAt('/pay', table, manifests), config, startupAssets, manifests });
    const scripts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((match) => match[1]);
    assert.deepEqual(scripts, [
      'http://catalog.test/v2/remoteEntry.js',
      'http://catalog.test/v2/PayPage.cccc.js',
      'http://catalog.test/v2/71.aaaa.js',
      'http://catalog.test/v2/vendor.bbbb.js',
    ]);
  },
);

nodeTest.test('a page declared without a page path, or one the remote does not expose, fails the build', () => {
  for (const [page, error] of [
    [{}, /src\/exposes\/pages\.json: the path of \.\/OffersPage must be where the site shows it.*, not null$/],
    [{ path: 'offers' }, /the path of \.\/OffersPage must be where the site shows it.*, not "offers"$/],
    [{ path: '/offers/*/pune' }, /the path of \.\/OffersPage must be where the site shows it/],
  ]) {
    const dir = remoteDir({ './OffersPage': page });
    assert.throws(() => build(dir), error, JSON.stringify(page));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const dir = remoteDir({ './OffersPage': { path: '/offers/:city' } });
  const compilation = { modules: [], compiler: { webpack }, fileDependencies: new Set(), emitAsset: () => {} };
  const withExposes = (exposes) =>
    remotePagesManifest(dir, exposes).additionalData({ stats: { metaData: {} }, compilation }).metaData.pages;
  assert.deepEqual(withExposes({ './OffersPage': './src/exposes/OffersPage.tsx' }), {
    './OffersPage': { path: '/offers/:city' },
  });
  assert.throws(
    () => withExposes({ './HomePage': './src/exposes/HomePage.tsx' }),
    /src\/exposes\/pages\.json declares \.\/OffersPage, which the remote does not expose \(it exposes \.\/HomePage\)$/,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});

nodeTest.test(
  'the route table holds the pages each remote’s manifest declares, the shell’s pages and the remotes not known yet',
  () => {
    const manifests = {
      remoteNames: () => ['catalog', 'booking', 'account'],
      pagesOf: (remote) =>
        ({
          catalog: { './OffersPage': { path: '/offers/:city' }, './Widget': { crawl: false } },
          // Built before remotes declared their paths.
          booking: { './PaymentPage': { title: 'Payment' } },
          account: null,
        })[remote],
    };
    const legacy = { booking: { SeatSelectionPage: '/movies/:id/seat-selection', PaymentPage: '/payment' } };
    const table = siteRouteTable({ HelpPage: '/help' }, manifests, legacy);
    assert.deepEqual(table, {
      remotes: { catalog: { OffersPage: '/offers/:city' }, booking: legacy.booking },
      shell: { HelpPage: '/help' },
      unknown: ['account'],
    });
    assert.deepEqual(sitePages(table), ['/offers/:city', '/movies/:id/seat-selection', '/payment', '/help']);
  },
);
