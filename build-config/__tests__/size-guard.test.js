'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { REMOTES } = require('../apps');
const { budgetsOf, HEADER_BYTES, measureRoutes, routesOf, shellPagesOf } = require('../size-guard');

/** The repository's route table and what each remote declares of its pages, as the builds publish them. */
const { ROUTE_TABLE, HOST_PAGES, declaredPages } = require('./repository-pages');
/** The shell's own pages' modules as its build lists them (`lazyModules`), each file named as its page. */
const SHELL_MODULES = Object.fromEntries(
  [...Object.keys(ROUTE_TABLE.shell), 'NotFoundPage'].map((name) => [`src/features/pages/${name}.tsx`, {}]),
);
const ROUTES = routesOf(ROUTE_TABLE, (remote, expose) => declaredPages(remote)[expose], SHELL_MODULES);

const GUARD = path.join(__dirname, '../size-guard.js');
const BUDGETS = require('../performance-budgets.json');

/** Writes `name` and its .br copy of `brBytes` bytes (the size the guard counts) into `dir`. */
function file(dir, name, brBytes) {
  fs.writeFileSync(path.join(dir, name), 'x'.repeat(brBytes * 4));
  fs.writeFileSync(path.join(dir, `${name}.br`), Buffer.alloc(brBytes));
}

/**
 * A repository with a built shell and the three customer remotes. Every remote exposes every page
 * the route table maps to it (and declares its pages in its manifest, `muiPages` the routes declared as drawn with
 * MUI), each with one chunk of `exposeBytes` (`exposes` overrides one page:
 * its chunk count and size and the shared packages it consumes); every shell page is one chunk of
 * 6 KB, each first-screen part of a remote page one of
 * 3 KB (consuming `firstScreenShared`). The shell provides MUI: Button (two files) and the theme
 * each consume `@mui/material/styles` (1 KB), the theme is 4 KB.
 */
function builtRepository({
  startup = ['boot.0123456789.js'],
  shellShared = ['react'],
  exposes = {},
  shellPages = {},
  exposeBytes = 5_000,
  firstScreenShared = [],
  muiPages = [],
} = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-guard-'));
  const shell = path.join(root, 'shell/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<html><head><script defer src=/federation-runtime.abcdef0123.js></script><script defer src="/main.js"></script></head></html>',
  );
  file(shell, 'federation-runtime.abcdef0123.js', 20_000);
  file(shell, 'main.js', 10_000);
  for (const name of startup) file(shell, name, 30_000);
  file(shell, 'mui-button.0123456789.js', 40_000);
  file(shell, 'mui-common.0123456789.js', 12_000);
  file(shell, 'styles.0123456789.js', 1_000);
  file(shell, 'theme.0123456789.js', 4_000);
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
      sharedFiles: {
        '@mui/material/Button': ['mui-button.0123456789.js', 'mui-common.0123456789.js'],
        '@mui/material/styles': ['styles.0123456789.js'],
        '@reeltime/shared-lib/mui': ['theme.0123456789.js'],
        react: ['react.0123456789.js'],
      },
      sharedConsumes: {
        '@mui/material/Button': ['@mui/material/styles', 'react'],
        '@reeltime/shared-lib/mui': ['@mui/material/styles'],
      },
      exposes: {},
      lazyModules,
      ...HOST_PAGES,
    }),
  );
  for (const { name: remote, dir } of REMOTES) {
    const dist = path.join(root, dir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    file(dist, 'remoteEntry.js', 8_000);
    file(dist, 'qrcode.0123456789.js', 7_000);
    const declared = structuredClone(declaredPages(remote));
    const manifestExposes = [];
    const assetExposes = {};
    const remoteLazy = {};
    for (const route of ROUTES.filter((item) => item.remote === remote)) {
      const name = route.expose.slice(2);
      const own = exposes[route.path] ?? {};
      const chunks = Array.from({ length: own.chunks ?? 1 }, (_unused, index) => `${name}-${index}.0123456789.js`);
      for (const chunk of chunks) file(dist, chunk, own.bytes ?? exposeBytes);
      manifestExposes.push({ name, path: route.expose, assets: { js: { sync: chunks, async: [] } } });
      assetExposes[route.expose] = { shared: own.shared ?? ['react'] };
      if (muiPages.includes(route.path)) declared[route.expose] = { ...declared[route.expose], muiTheme: true };
      for (const module of route.firstScreen) {
        const chunk = `${path.basename(module, '.tsx')}.0123456789.js`;
        file(dist, chunk, 3_000);
        remoteLazy[module] = { scripts: [chunk], shared: firstScreenShared };
      }
    }
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, pages: declared },
        exposes: manifestExposes,
      }),
    );
    fs.writeFileSync(
      path.join(dist, 'startup-assets.json'),
      JSON.stringify({
        role: 'remote',
        scripts: [],
        styles: [],
        shared: [],
        sharedFiles: { 'qrcode.react': ['qrcode.0123456789.js'] },
        exposes: assetExposes,
        lazyModules: remoteLazy,
      }),
    );
  }
  return root;
}

/** What every route loads: the shell's page scripts and its startup. */
const SHELL = 20_000 + 10_000 + 30_000 + 3 * HEADER_BYTES;
/** A remote page of one exposed chunk with nothing lazy on its first screen: the shell, remote entry and chunk. */
const REMOTE_PAGE = SHELL + 8_000 + 5_000 + 2 * HEADER_BYTES;
/** The shell's MUI theme, preloaded by the HTML of a page drawn with MUI (`muiTheme` in its remote's pages.json). */
const THEME = 4_000 + HEADER_BYTES;

const runGuard = (root, mode) =>
  spawnSync(process.execPath, [GUARD, '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, REELTIME_SIZE_GUARD: mode },
  });
const kb = (bytes) => (bytes / 1024).toFixed(1);
const resultOf = (results, route) => results.find((result) => result.path === route);

nodeTest.test(
  'the budgets file holds every route to 250 KB, 20 script requests and a chain 4 deep unless it names the route',
  () => {
    assert.deepEqual(budgetsOf('/favorite'), { kb: 250, scripts: 20, depth: 4, secondCopyKB: 0 });
    assert.deepEqual(budgetsOf('/terms-and-conditions'), { kb: 250, scripts: 20, depth: 4, secondCopyKB: 0 });
    assert.equal(budgetsOf('/').kb, 160, 'the home page is held to its target');
    assert.equal(budgetsOf('/movies/:id').kb, 200, 'the movie page is held to its target');
    assert.equal(budgetsOf('/cinemas/:id').kb, 200, 'the cinema page is held to its target');
    const targets = { '/': 160, '/movies/:id': 200, '/cinemas/:id': 200 };
    for (const route of ROUTES) {
      const budget = budgetsOf(route.path);
      if (budget.kb === (targets[route.path] ?? 250) && budget.scripts === 20) continue;
      // A route not at its target yet is held at what it reached, and the file says so.
      assert.ok(BUDGETS.$comment.includes(`${route.path} `), `${route.path} is loosened without a word in $comment`);
      assert.ok(budget.kb <= 250 && budget.scripts <= 20, route.path);
    }
    assert.equal(BUDGETS.chainDepth, 4);
  },
);

nodeTest.test('a budget is one number for every route or per route with `*` for the rest', () => {
  const budgets = {
    javascriptKB: { '/': 160, '*': 250 },
    scriptRequests: { '/info': 21, '*': 20 },
    chainDepth: 4,
    secondCopyKB: { '/info': 2, '*': 0 },
  };
  assert.deepEqual(budgetsOf('/', budgets), { kb: 160, scripts: 20, depth: 4, secondCopyKB: 0 });
  assert.deepEqual(budgetsOf('/info', budgets), { kb: 250, scripts: 21, depth: 4, secondCopyKB: 2 });
});

nodeTest.test('checks every customer route: each remote page, the legal and help pages, and the 404 page', () => {
  const results = measureRoutes(builtRepository());
  assert.deepEqual(
    results.map((result) => result.path),
    [
      '/',
      '/movies',
      '/movies/:id',
      '/cinemas/:id',
      '/movies/:id/seat-selection',
      '/payment',
      '/info',
      '/my-bookings',
      '/favorite',
      '/terms-and-conditions',
      '/privacy-policy',
      '/help',
      '/faq',
      '/refund-policy',
      '/payment-options',
      '/sitemap',
      '/careers',
      '/press',
      '*',
    ],
  );
  assert.deepEqual(resultOf(results, '/movies/:id').budget, budgetsOf('/movies/:id'));
  assert.deepEqual(resultOf(results, '/favorite').budget, { kb: 250, scripts: 20, depth: 4, secondCopyKB: 0 });
  assert.deepEqual(resultOf(results, '/payment').budget, budgetsOf('/payment'));
});

nodeTest.test('a remote page counts the page scripts, startup, remote entry and exposed chunks, all at depth 1', () => {
  const results = measureRoutes(builtRepository({ muiPages: ['/cinemas/:id'] }));
  const cinema = resultOf(results, '/cinemas/:id');
  assert.equal(cinema.bytes, REMOTE_PAGE + THEME);
  assert.equal(cinema.requests, 6);
  assert.equal(cinema.depth, 1);
  // A page drawn with MUI: the HTML preloads the shell's theme; Home, drawn without, does not.
  assert.equal(cinema.byLabel.get('shared @reeltime/shared-lib/mui'), THEME);
  assert.equal(resultOf(results, '/').byLabel.get('shared @reeltime/shared-lib/mui'), undefined);
  assert.deepEqual(cinema.over, []);
});

nodeTest.test('a route that loads the same code twice (a second copy of a shared module) is over budget', () => {
  const root = builtRepository();
  // A library function of some 1,300 characters, in the shell's startup and again in the payment page's chunk.
  const library = `function seatsText(a,b){const g=${JSON.stringify('Seats are kept for ten minutes while the customer pays. '.repeat(16))};const c=[];for(let d=0;d<a.length;d+=1){const e=a[d];c.push(e.row+String(e.number).padStart(2,"0"))}return c.join(", ")+" — "+a.length+" seat"+(a.length===1?"":"s")+" in "+new Set(a.map(f=>f.row)).size+" rows"+(b?" after "+b:"")+". Each seat keeps its number; rows are listed in the order the customer chose them, as printed on the ticket."}`;
  fs.writeFileSync(path.join(root, 'shell/dist/boot.0123456789.js'), `(()=>{${library};window.s=seatsText})();`);
  fs.writeFileSync(path.join(root, 'mf-booking/dist/PaymentPage-0.0123456789.js'), `var m={7:()=>{${library}}};`);
  // Each container's own webpack runtime, in the shell's entry and a remote's: no second copy.
  fs.writeFileSync(path.join(root, 'shell/dist/main.js'), `(()=>{${library.replace('seatsText', 'runtime')}})();`);
  fs.writeFileSync(
    path.join(root, 'mf-account/dist/remoteEntry.js'),
    `var r=${library.replace('seatsText', 'runtime')};`,
  );

  const results = measureRoutes(root);
  const payment = resultOf(results, '/payment');
  assert.equal(payment.secondCopies.length, 1);
  assert.deepEqual(payment.secondCopies[0].files.sort(), [
    'mf-booking/PaymentPage-0.0123456789.js',
    'shell/boot.0123456789.js',
  ]);
  assert.match(payment.over.join(), /KB of code loaded twice, at most 0 KB: .*function seatsText/);
  // Every other page loads the startup's copy only.
  assert.deepEqual(resultOf(results, '/favorite').over, []);
  assert.deepEqual(resultOf(results, '/favorite').secondCopies, []);
});

nodeTest.test(
  'the lazily loaded parts a page renders on its first screen count one request after the page, with what they consume',
  () => {
    const results = measureRoutes(builtRepository({ firstScreenShared: ['react', 'qrcode.react'] }));
    const home = resultOf(results, '/');
    assert.equal(home.byLabel.get('catalog first screen'), 3_000 + HEADER_BYTES);
    assert.equal(home.byLabel.get('shared qrcode.react'), 7_000 + HEADER_BYTES);
    assert.equal(home.bytes, REMOTE_PAGE + 3_000 + 7_000 + 2 * HEADER_BYTES);
    assert.equal(home.depth, 3);
    assert.equal(resultOf(results, '/payment').byLabel.get('booking first screen'), 3_000 + HEADER_BYTES);
    // A page without lazy parts on its first screen loads none.
    assert.equal(resultOf(results, '/favorite').byLabel.get('account first screen'), undefined);
    assert.equal(resultOf(results, '/favorite').depth, 1);
    assert.equal(resultOf(results, '/payment').depth, 3);
  },
);

nodeTest.test(
  "a shared package the page consumes and the startup did not load comes from the shell's copy with what that copy consumes",
  () => {
    const root = builtRepository({
      muiPages: ['/cinemas/:id'],
      exposes: {
        '/cinemas/:id': { shared: ['react', '@mui/material/Button'] },
        '/my-bookings': { shared: ['react', 'qrcode.react'] },
        '/': { shared: ['@mui/material/Button'] },
      },
    });
    const results = measureRoutes(root);
    // A page drawn with MUI whose HTML does not preload the theme asks for it once the page module has run, and
    // renders, asking for its first screen's lazy parts, once it is there.
    const home = resultOf(results, '/');
    assert.equal(home.byLabel.get('shared @reeltime/shared-lib/mui'), THEME);
    assert.equal(home.depth, 4);
    const cinema = resultOf(results, '/cinemas/:id');
    assert.equal(cinema.byLabel.get('shared @mui/material/Button'), 40_000 + 12_000 + 2 * HEADER_BYTES);
    assert.equal(cinema.byLabel.get('shared @mui/material/styles'), 1_000 + HEADER_BYTES);
    assert.equal(cinema.byLabel.get('shared @reeltime/shared-lib/mui'), THEME);
    assert.equal(cinema.bytes, REMOTE_PAGE + THEME + 40_000 + 12_000 + 1_000 + 3 * HEADER_BYTES);
    assert.equal(cinema.requests, 9);
    assert.equal(cinema.depth, 2);
    // A package the shell does not share: the remote's own copy, and no theme for a page without MUI.
    const bookings = resultOf(results, '/my-bookings');
    assert.equal(bookings.byLabel.get('shared qrcode.react'), 7_000 + HEADER_BYTES);
    assert.equal(bookings.depth, 2);
  },
);

nodeTest.test('a shell page loads its on-demand chunks and the shared packages they consume at depth 2', () => {
  const results = measureRoutes(
    builtRepository({ shellPages: { '/terms-and-conditions': ['react', '@mui/material/Button'] } }),
  );
  const terms = resultOf(results, '/terms-and-conditions');
  assert.equal(terms.byLabel.get('shell page chunks'), 6_000 + HEADER_BYTES);
  assert.equal(terms.requests, 4 + 3);
  assert.equal(terms.depth, 2);
  const notFound = resultOf(results, '*');
  assert.equal(notFound.bytes, SHELL + 6_000 + HEADER_BYTES);
});

nodeTest.test('prints every route with its bytes, requests and depth, and passes when all are within budget', () => {
  const result = runGuard(builtRepository({ muiPages: ['/cinemas/:id'] }), 'enforce');
  assert.equal(result.status, 0, result.stderr);
  assert.match(
    result.stdout,
    new RegExp(`^  /cinemas/:id\\s+${kb(REMOTE_PAGE + THEME)}\\s+${budgetsOf('/cinemas/:id').kb}\\s+6/20\\s+1/4$`, 'm'),
  );
  assert.match(
    result.stdout,
    new RegExp(
      `^  /payment\\s+[\\d.]+\\s+${budgetsOf('/payment').kb}\\s+6/${budgetsOf('/payment').scripts}\\s+3/4$`,
      'm',
    ),
  );
  assert.match(result.stdout, /^ {2}\/favorite\s+[\d.]+\s+250\s+5\/20\s+1\/4$/m);
  assert.match(result.stdout, /^ {2}\*\s+[\d.]+\s+250\s+4\/20\s+2\/4$/m);
  assert.match(result.stdout, /every route within budget/);
});

nodeTest.test('fails naming each route over its bytes or its request count when enforced', () => {
  const root = builtRepository({
    muiPages: ['/cinemas/:id'],
    exposes: { '/favorite': { chunks: 30, bytes: 9_000 }, '/cinemas/:id': { bytes: 200_000 } },
  });
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^ {2}\/favorite: [\d.]+ KB over 250 KB; 34 script requests, at most 20$/m);
  const cinema = REMOTE_PAGE + THEME - 5_000 + 200_000;
  const cinemaBudget = budgetsOf('/cinemas/:id').kb;
  assert.match(
    result.stderr,
    new RegExp(`^  /cinemas/:id: ${kb(cinema - cinemaBudget * 1024)} KB over ${cinemaBudget} KB$`, 'm'),
  );
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
  assert.match(
    result.stderr,
    /shell\/dist\/startup-assets\.json lists no on-demand module named TermsPage \(the shell.s page at \/terms-and-conditions\): rebuild it/,
  );
});

nodeTest.test('the shell’s own pages are those of the route table, each the on-demand module named as the page', () => {
  const table = { ...ROUTE_TABLE, shell: { OffersPage: '/offers', HelpPage: '/help' } };
  const lazyModules = {
    'src/features/offers/components/OffersPage.tsx': {},
    'src/features/legal/components/HelpPage.tsx': {},
    'src/features/not-found/components/NotFoundPage.tsx': {},
    'src/features/city/utils/suggestFromBrowser.ts': {},
  };
  assert.deepEqual(shellPagesOf(table, lazyModules), [
    { path: '/offers', module: 'src/features/offers/components/OffersPage.tsx' },
    { path: '/help', module: 'src/features/legal/components/HelpPage.tsx' },
    { path: '*', module: 'src/features/not-found/components/NotFoundPage.tsx' },
  ]);
  assert.throws(
    () => shellPagesOf({ ...table, shell: { ...table.shell, PressPage: '/press' } }, lazyModules),
    /lists no on-demand module named PressPage \(the shell.s page at \/press\): rebuild it/,
  );
});

nodeTest.test('asks for a rebuild of the remote whose build lists no first-screen module of a page', () => {
  const root = builtRepository();
  const assetsFile = path.join(root, 'mf-booking/dist/startup-assets.json');
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8'));
  delete assets.lazyModules;
  fs.writeFileSync(assetsFile, JSON.stringify(assets));
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /mf-booking\/dist\/startup-assets\.json lists no on-demand module src\/features\/payment\/components\/Payment\.tsx: rebuild it/,
  );
});
