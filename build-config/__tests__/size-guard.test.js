'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { budgetsOf, HEADER_BYTES, measureRoutes, ROUTES } = require('../size-guard');

const GUARD = path.join(__dirname, '../size-guard.js');
const BUDGETS = require('../performance-budgets.json');

/** Writes `name` and its .br copy of `brBytes` bytes (the size the guard counts) into `dir`. */
function file(dir, name, brBytes) {
  fs.writeFileSync(path.join(dir, name), 'x'.repeat(brBytes * 4));
  fs.writeFileSync(path.join(dir, `${name}.br`), Buffer.alloc(brBytes));
}

/**
 * A repository with a built shell and the three customer remotes. Every remote exposes every page
 * route-hints.js maps to it, each with one chunk of `exposeBytes` (`exposes` overrides one page:
 * its chunk count and size and the shared packages it consumes); every shell page is one chunk of 6 KB.
 */
function builtRepository({ startup = ['boot.0123456789.js'], shellShared = ['react'], exposes = {}, shellPages = {}, exposeBytes = 5_000 } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-guard-'));
  const shell = path.join(root, 'shell/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head><script defer src=/federation-runtime.abcdef0123.js></script><script defer src="/main.js"></script></head></html>');
  file(shell, 'federation-runtime.abcdef0123.js', 20_000);
  file(shell, 'main.js', 10_000);
  for (const name of startup) file(shell, name, 30_000);
  file(shell, 'mui-button.0123456789.js', 40_000);
  file(shell, 'mui-common.0123456789.js', 12_000);
  const lazyModules = {};
  for (const route of ROUTES.filter((item) => item.module)) {
    const chunk = `${path.basename(route.module, '.tsx')}.0123456789.js`;
    file(shell, chunk, 6_000);
    lazyModules[route.module] = { scripts: [chunk], shared: shellPages[route.path] ?? [] };
  }
  fs.writeFileSync(
    path.join(shell, 'startup-assets.json'),
    JSON.stringify({
      role: 'host',
      scripts: startup,
      styles: [],
      shared: shellShared,
      sharedFiles: { '@mui/material/Button': ['mui-button.0123456789.js', 'mui-common.0123456789.js'], react: ['react.0123456789.js'] },
      exposes: {},
      lazyModules,
    }),
  );
  for (const [remote, dir] of [['catalog', 'mf-catalog'], ['booking', 'mf-booking'], ['account', 'mf-account']]) {
    const dist = path.join(root, dir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    file(dist, 'remoteEntry.js', 8_000);
    file(dist, 'qrcode.0123456789.js', 7_000);
    const manifestExposes = [];
    const assetExposes = {};
    for (const route of ROUTES.filter((item) => item.remote === remote)) {
      const name = route.expose.slice(2);
      const own = exposes[route.path] ?? {};
      const chunks = Array.from({ length: own.chunks ?? 1 }, (_unused, index) => `${name}-${index}.0123456789.js`);
      for (const chunk of chunks) file(dist, chunk, own.bytes ?? exposeBytes);
      manifestExposes.push({ name, path: route.expose, assets: { js: { sync: chunks, async: [] } } });
      assetExposes[route.expose] = { shared: own.shared ?? ['react'] };
    }
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: manifestExposes }));
    fs.writeFileSync(
      path.join(dist, 'startup-assets.json'),
      JSON.stringify({ role: 'remote', scripts: [], styles: [], shared: [], sharedFiles: { 'qrcode.react': ['qrcode.0123456789.js'] }, exposes: assetExposes }),
    );
  }
  return root;
}

const runGuard = (root, mode) =>
  spawnSync(process.execPath, [GUARD, '--root', root], { encoding: 'utf8', env: { ...process.env, REELTIME_SIZE_GUARD: mode } });
const kb = (bytes) => (bytes / 1024).toFixed(1);
const resultOf = (results, route) => results.find((result) => result.path === route);

nodeTest.test('the budgets file holds every route to 250 KB, 20 script requests and a chain 4 deep unless it names the route', () => {
  assert.deepEqual(budgetsOf('/payment'), { kb: 250, scripts: 20, depth: 4 });
  assert.deepEqual(budgetsOf('/terms-and-conditions'), { kb: 250, scripts: 20, depth: 4 });
  assert.ok(budgetsOf('/').kb <= 162, 'the home page is held below its former 162 KB');
  assert.ok(budgetsOf('/movies/:id').kb < 250);
  for (const route of ROUTES) assert.ok(budgetsOf(route.path).kb <= 254 && budgetsOf(route.path).scripts <= 24, route.path);
  assert.equal(BUDGETS.chainDepth, 4);
});

nodeTest.test('a budget is one number for every route or per route with `*` for the rest', () => {
  const budgets = { javascriptKB: { '/': 160, '*': 250 }, scriptRequests: { '/info': 21, '*': 20 }, chainDepth: 4 };
  assert.deepEqual(budgetsOf('/', budgets), { kb: 160, scripts: 20, depth: 4 });
  assert.deepEqual(budgetsOf('/info', budgets), { kb: 250, scripts: 21, depth: 4 });
});

nodeTest.test('checks every customer route: each remote page, the legal and help pages, and the 404 page', () => {
  const results = measureRoutes(builtRepository());
  assert.deepEqual(
    results.map((result) => result.path),
    ['/', '/movies', '/movies/:id', '/movies/:id/seat-selection', '/cinemas/:id', '/payment', '/info', '/my-bookings', '/favorite',
      '/terms-and-conditions', '/privacy-policy', '/help', '/faq', '/refund-policy', '/payment-options', '/sitemap', '/careers', '/press', '*'],
  );
  assert.deepEqual(resultOf(results, '/movies/:id').budget, budgetsOf('/movies/:id'));
  assert.deepEqual(resultOf(results, '/payment').budget, { kb: 250, scripts: 20, depth: 4 });
});

nodeTest.test('a remote page counts the page scripts, startup, remote entry and exposed chunks as served, at depth 1', () => {
  const [home] = measureRoutes(builtRepository());
  assert.equal(home.bytes, 20_000 + 10_000 + 30_000 + 8_000 + 5_000 + 5 * HEADER_BYTES);
  assert.equal(home.requests, 5);
  assert.equal(home.depth, 1);
  assert.deepEqual(home.over, []);
});

nodeTest.test("a shared package the page consumes and the startup did not load comes from the shell's copy, one request later", () => {
  const root = builtRepository({ exposes: { '/payment': { shared: ['react', '@mui/material/Button'] }, '/my-bookings': { shared: ['react', 'qrcode.react'] } } });
  const results = measureRoutes(root);
  const payment = resultOf(results, '/payment');
  assert.equal(payment.byLabel.get('shared @mui/material/Button'), 40_000 + 12_000 + 2 * HEADER_BYTES);
  assert.equal(payment.requests, 7);
  assert.equal(payment.depth, 2);
  // A package the shell does not share: the remote's own copy.
  assert.equal(resultOf(results, '/my-bookings').byLabel.get('shared qrcode.react'), 7_000 + HEADER_BYTES);
});

nodeTest.test("a shell page loads its on-demand chunks and the shared packages they consume at depth 2", () => {
  const results = measureRoutes(builtRepository({ shellPages: { '/terms-and-conditions': ['react', '@mui/material/Button'] } }));
  const terms = resultOf(results, '/terms-and-conditions');
  assert.equal(terms.byLabel.get('shell page chunks'), 6_000 + HEADER_BYTES);
  assert.equal(terms.requests, 4 + 2);
  assert.equal(terms.depth, 2);
  const notFound = resultOf(results, '*');
  assert.equal(notFound.bytes, 20_000 + 10_000 + 30_000 + 6_000 + 4 * HEADER_BYTES);
});

nodeTest.test('prints every route with its bytes, requests and depth, and passes when all are within budget', () => {
  const result = runGuard(builtRepository(), 'enforce');
  assert.equal(result.status, 0, result.stderr);
  const home = 20_000 + 10_000 + 30_000 + 8_000 + 5_000 + 5 * HEADER_BYTES;
  assert.match(result.stdout, new RegExp(`^  /\\s+${kb(home)}\\s+${budgetsOf('/').kb}\\s+5/20\\s+1/4$`, 'm'));
  assert.match(result.stdout, /^ {2}\/payment\s+[\d.]+\s+250\s+5\/20\s+1\/4$/m);
  assert.match(result.stdout, /^ {2}\*\s+[\d.]+\s+250\s+4\/20\s+2\/4$/m);
  assert.match(result.stdout, /every route within budget/);
});

nodeTest.test('fails naming each route over its bytes or its request count when enforced', () => {
  const root = builtRepository({ exposes: { '/favorite': { chunks: 30, bytes: 9_000 }, '/payment': { bytes: 200_000 } } });
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^ {2}\/favorite: [\d.]+ KB over 250 KB; 34 script requests, at most 20$/m);
  const payment = 20_000 + 10_000 + 30_000 + 8_000 + 200_000 + 5 * HEADER_BYTES;
  assert.match(result.stderr, new RegExp(`^  /payment: ${kb(payment - 250 * 1024)} KB over 250 KB$`, 'm'));
  assert.doesNotMatch(result.stderr, /^ {2}\/movies:/m);
});

nodeTest.test('only reports when not enforced', () => {
  const root = builtRepository({ exposes: { '/favorite': { chunks: 30 } } });
  const result = runGuard(root, 'report');
  assert.equal(result.status, 0);
  assert.match(result.stdout, /over budget \(not enforced/);
  assert.match(result.stdout, /\/favorite: .*34 script requests, at most 20/);
});

nodeTest.test('names the missing build instead of crashing', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-guard-'));
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^Size guard: .*shell\/dist\/index\.html is missing: build the apps first/);
});

nodeTest.test('asks for a rebuild when the shell build lists no on-demand pages', () => {
  const root = builtRepository();
  const assetsFile = path.join(root, 'shell/dist/startup-assets.json');
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8'));
  delete assets.lazyModules;
  fs.writeFileSync(assetsFile, JSON.stringify(assets));
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /lists no on-demand module src\/features\/legal\/components\/TermsPage\.tsx: rebuild the shell/);
});
