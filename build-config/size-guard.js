#!/usr/bin/env node
'use strict';

/**
 * `reeltime-size-guard`: what every customer route costs in JavaScript on a cold cache, from the
 * built files, against the budgets in performance-budgets.json: bytes on the wire (`javascriptKB`),
 * script requests (`scriptRequests`) and the depth of the request chain from the HTML
 * (`chainDepth`), each one number for every route or per route with `*` for the rest.
 *
 * What a route loads is read from what the builds write, as the browser meets it on a phone:
 * - depth 1, named or preloaded by the HTML: the shell's page scripts (federation runtime + entry)
 *   and startup chunks, and for a remote's page (the route table, route-table.js) that remote's `remoteEntry.js`,
 *   the exposed module's chunks (sync, as its mf-manifest.json lists them) and, for a page drawn
 *   with MUI (`muiTheme`), the files of the shell's MUI theme;
 * - depth 2, asked for once those scripts run: every shared package the page consumes that the
 *   shell's startup has not loaded, with the shared packages that package's copy consumes in turn (the shell's copy,
 *   as it provides them; the page's own app's copy for a package the shell does not share), and the
 *   chunks of a shell page loaded on demand (legal pages, 404) with what they consume;
 * - depth 3, asked for once the page module has run: the shell's MUI theme, which wraps every page
 *   drawn with MUI (unless the HTML preloads it), and what the lazily loaded parts the page renders on its first
 *   screen consume (`firstScreen` in its remote's pages.json, e.g. the payment form; their own chunks are preloaded
 *   by the HTML, depth 1, when the remote's manifest lists them) — depth 4 on a page drawn with MUI, which renders
 *   only once its theme is there.
 * `startup-assets.json` of each build lists what is consumed where. A route also may not load the same code twice:
 * a function found in two of its files (second-copies.js; a shared module bundled again by a remote) counts
 * against `secondCopyKB` (minified bytes of the second copies), so each shared module comes once per page. Each file counts compressed as
 * served (its `.br`, else `.gz`, else raw) plus the response headers, like the browser figure of
 * `npm run bench:web`; `npm run bench:guard -w e2e` compares both for every route.
 *
 * Exit code 1 when a route is over a budget and the guard is enforced (`sizeGuard.enforce` in
 * performance-budgets.json, or `REELTIME_SIZE_GUARD=enforce`); `REELTIME_SIZE_GUARD=report` only prints.
 *
 *   reeltime-size-guard [--root <repository root>]
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { REMOTES } = require('./apps');
const { STARTUP_ASSETS_FILE } = require('./startup-assets-plugin');
const { remoteRoutes, siteRouteTable } = require('./route-table');
const { MUI_THEME_SHARE_KEY: MUI_THEME } = require('./page-hints');
const { analyse, findSecondCopies } = require('./second-copies');

const BUDGETS = require('./performance-budgets.json');
/** Response headers of one static file as build-config/serve.js sends them (Chromium counts 390–410 bytes a script). */
const HEADER_BYTES = 400;

/** Where each remote is built, from the one list of apps. */
const REMOTE_DIRS = Object.fromEntries(REMOTES.map((app) => [app.name, app.dir]));

/** The shell's page for every path no route names (`*`), which the route table does not list. */
const NOT_FOUND_PAGE = 'NotFoundPage';

/**
 * The shell's own pages (the `shell` part of the route table, route-table.js, and the 404 page at `*`), each
 * with the module its route imports on demand: the one of the shell build's `lazyModules` (startup-assets.json)
 * named as the page (`TermsPage` → `src/features/legal/components/TermsPage.tsx`).
 */
function shellPagesOf(table, lazyModules = {}) {
  const pages = [...Object.entries(table.shell ?? {}), [NOT_FOUND_PAGE, '*']];
  return pages.map(([name, route]) => {
    const modules = Object.keys(lazyModules).filter((module) => path.posix.parse(module).name === name);
    const file = `shell/dist/${STARTUP_ASSETS_FILE}`;
    if (modules.length === 0)
      throw new Error(`${file} lists no on-demand module named ${name} (the shell's page at ${route}): rebuild it`);
    if (modules.length > 1)
      throw new Error(`${file} lists ${modules.length} on-demand modules named ${name}: ${modules.join(', ')}`);
    return { path: route, module: modules[0] };
  });
}

/**
 * Every customer route the guard checks: the remote pages of the route table `table` (route-table.js;
 * not a remote that routes below itself, the back office), each drawn with MUI when its remote declares
 * so (`declared(remote, expose)`, remote-pages.js) and with the lazily loaded parts its remote declares its
 * first screen renders on a phone (`firstScreen`: module paths in the remote's src/, as `lazyModules` of
 * its startup-assets.json names them), then the shell's own (`lazyModules` of the shell's build: shellPagesOf).
 */
function routesOf(table, declared, lazyModules) {
  return [
    ...remoteRoutes(table)
      .filter((route) => !route.path.includes('*'))
      .map(({ path: route, remote, expose }) => ({
        path: route,
        remote,
        expose,
        muiTheme: declared(remote, expose)?.muiTheme === true,
        firstScreen: declared(remote, expose)?.firstScreen ?? [],
      })),
    ...shellPagesOf(table, lazyModules),
  ];
}

/** The routes of the built site: the shell's own pages as it was built, the pages the built remotes declare. */
function builtRoutes(site) {
  const { shellPages, legacyRemotePages } = site.shellAssets;
  if (!shellPages) throw new Error(`shell/dist/${STARTUP_ASSETS_FILE} lists no pages of the shell: rebuild the shell`);
  const declaredPages = (remote) => site.remote(remote).manifest.metaData?.pages ?? {};
  const manifests = { remoteNames: () => Object.keys(REMOTE_DIRS), pagesOf: declaredPages };
  const table = siteRouteTable(shellPages, manifests, legacyRemotePages);
  return routesOf(table, (remote, expose) => declaredPages(remote)[expose], site.shellAssets.lazyModules);
}

function servedBytes(file) {
  for (const candidate of [`${file}.br`, `${file}.gz`, file]) {
    if (fs.existsSync(candidate)) return fs.statSync(candidate).size + HEADER_BYTES;
  }
  throw new Error(`${file} is missing: build the apps first (npm run build)`);
}

function readJson(file) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the apps first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Script URLs of a built index.html that the page itself serves (`/main.js` → `main.js`). */
function pageScripts(html) {
  // Built pages are minified: attribute values may come without quotes.
  return [...html.matchAll(/<script\b[^>]*\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((src) => src.startsWith('/'))
    .map((src) => src.slice(1));
}

/** Reads the builds once: the shell's page and assets, and each remote's manifest and assets on demand. */
function builtSite(root) {
  const shellDist = path.join(root, 'shell/dist');
  const page = path.join(shellDist, 'index.html');
  if (!fs.existsSync(page)) throw new Error(`${page} is missing: build the apps first (npm run build)`);
  const remotes = new Map();
  return {
    root,
    shellDist,
    pageScripts: pageScripts(fs.readFileSync(page, 'utf8')),
    shellAssets: readJson(path.join(shellDist, STARTUP_ASSETS_FILE)),
    remote(name) {
      if (!remotes.has(name)) {
        const dir = REMOTE_DIRS[name];
        if (!dir) throw new Error(`no build folder is known for remote ${name}`);
        const dist = path.join(root, dir, 'dist');
        remotes.set(name, {
          dir,
          dist,
          manifest: readJson(path.join(dist, 'mf-manifest.json')),
          assets: readJson(path.join(dist, STARTUP_ASSETS_FILE)),
        });
      }
      return remotes.get(name);
    },
  };
}

/**
 * Files `route` loads on a cold cache, from the built apps: [{ label, file, full, depth }], each
 * file once (at the shallowest depth it is asked for).
 */
function routeFiles(site, route) {
  const files = [];
  const add = (label, dist, file, depth) => {
    const full = path.join(dist, file);
    if (!files.some((entry) => entry.full === full)) files.push({ label, dist, file, full, depth });
  };
  const { shellDist, shellAssets } = site;
  for (const file of site.pageScripts) add('shell page', shellDist, file, 1);
  for (const file of shellAssets.scripts) add('shell startup', shellDist, file, 1);

  // A shared package the page consumes that the startup has not loaded, and what its copy consumes
  // in turn: the shell's copy (it provides them), or the consuming app's own when the shell does
  // not share that package.
  const addShared = (keys, depth, ownDist, ownAssets) => {
    const pending = [...keys];
    const seen = new Set();
    while (pending.length > 0) {
      const key = pending.shift();
      if (seen.has(key) || shellAssets.shared.includes(key)) continue;
      seen.add(key);
      const fromShell = Boolean(shellAssets.sharedFiles[key]);
      const [dist, assets] = fromShell ? [shellDist, shellAssets] : [ownDist, ownAssets];
      for (const file of assets.sharedFiles?.[key] ?? []) add(`shared ${key}`, dist, file, depth);
      pending.push(...(assets.sharedConsumes?.[key] ?? []));
    }
  };
  // A module an app's own code imports on demand: its chunks and what they consume.
  /** An on-demand module asked for at `depth`, its scripts at `scriptDepth` (1 when the HTML preloads them). */
  const addLazy = (label, dist, assets, module, depth, scriptDepth = () => depth) => {
    const lazy = assets.lazyModules?.[module];
    if (!lazy)
      throw new Error(
        `${path.relative(site.root, dist)}/${STARTUP_ASSETS_FILE} lists no on-demand module ${module}: rebuild it`,
      );
    for (const file of lazy.scripts) add(label, dist, file, scriptDepth(file));
    addShared(lazy.shared, depth, dist, assets);
  };
  // A page drawn with MUI: the HTML preloads the shell's MUI theme (page-hints.js).
  if (route.muiTheme)
    for (const file of shellAssets.sharedFiles[MUI_THEME] ?? []) add(`shared ${MUI_THEME}`, shellDist, file, 1);

  if (route.remote) {
    const { dir, dist, manifest, assets } = site.remote(route.remote);
    const remoteEntry = manifest.metaData.remoteEntry;
    add(`${route.remote} entry`, dist, path.posix.join(remoteEntry.path || '', remoteEntry.name), 1);
    const expose = manifest.exposes.find((item) => item.path === route.expose);
    if (!expose) throw new Error(`${dir}/dist/mf-manifest.json exposes no ${route.expose}`);
    for (const file of expose.assets.js.sync) add(`${route.remote} ${route.expose.replace('./', '')}`, dist, file, 1);
    const consumed = assets.exposes?.[route.expose]?.shared ?? [];
    addShared(consumed, 2, dist, assets);
    // A page drawn with MUI renders once the theme is there (asked for once the page module has run,
    // unless the HTML preloads it): what it then loads lazily comes one request later.
    const usesMui = consumed.some((key) => key.startsWith('@mui/'));
    if (usesMui) addShared([MUI_THEME], 3, dist, assets);
    const rendersAt = usesMui && !route.muiTheme ? 3 : 2;
    // The HTML preloads the first screen's chunks the remote's build lists (`firstScreenScripts`, remote-pages.js);
    // the shared packages they consume are asked for when the page imports them.
    const preloaded = new Set(manifest.metaData.pages?.[route.expose]?.firstScreenScripts ?? []);
    for (const module of route.firstScreen ?? [])
      addLazy(`${route.remote} first screen`, dist, assets, module, rendersAt + 1, (file) =>
        preloaded.has(file) ? 1 : rendersAt + 1,
      );
  } else {
    addLazy('shell page chunks', shellDist, shellAssets, route.module, 2);
  }
  return files;
}

/** A budget given for every route (a number) or per route with `*` for the rest (an object). */
const budgetFor = (budget, routePath) =>
  typeof budget === 'object' && budget !== null ? (budget[routePath] ?? budget['*']) : budget;

/** The budgets of `routePath`: bytes, script requests and chain depth. */
function budgetsOf(routePath, budgets = BUDGETS) {
  return {
    kb: budgetFor(budgets.javascriptKB, routePath),
    scripts: budgetFor(budgets.scriptRequests, routePath),
    depth: budgetFor(budgets.chainDepth, routePath),
    secondCopyKB: budgetFor(budgets.secondCopyKB, routePath),
  };
}

/**
 * The code `files` of one route carry twice, each file parsed once for every route (`analyses`: path → analysis).
 * Code found only in the apps' entry scripts (the shell's page scripts, a remote's `remoteEntry.js`) is each
 * container's own webpack runtime, which Module Federation gives every build: not a second copy.
 */
function secondCopiesOf(files, analyses) {
  const scripts = new Map();
  const entries = new Set();
  for (const { full, dist, file, label } of files) {
    if (!analyses.has(full)) analyses.set(full, analyse(fs.readFileSync(full, 'utf8')));
    const name = `${path.basename(path.dirname(dist))}/${file}`;
    scripts.set(name, analyses.get(full));
    if (label === 'shell page' || label.endsWith(' entry')) entries.add(name);
  }
  return findSecondCopies(scripts).filter((copy) => !copy.files.every((name) => entries.has(name)));
}

/** Bytes, requests and depth of every route, with what is over its budget. */
function measureRoutes(root, { routes = null, budgets = BUDGETS } = {}) {
  const site = builtSite(root);
  const analyses = new Map();
  return (routes ?? builtRoutes(site)).map((route) => {
    const files = routeFiles(site, route);
    const secondCopies = secondCopiesOf(files, analyses);
    const secondCopyBytes = secondCopies.reduce((total, copy) => total + copy.bytes, 0);
    const byLabel = new Map();
    let bytes = 0;
    for (const { label, full } of files) {
      const size = servedBytes(full);
      bytes += size;
      byLabel.set(label, (byLabel.get(label) ?? 0) + size);
    }
    const budget = budgetsOf(route.path, budgets);
    const depth = Math.max(...files.map((file) => file.depth));
    const over = [];
    if (budget.kb !== undefined && bytes > budget.kb * 1024)
      over.push(`${kb(bytes - budget.kb * 1024)} KB over ${budget.kb} KB`);
    if (budget.scripts !== undefined && files.length > budget.scripts)
      over.push(`${files.length} script requests, at most ${budget.scripts}`);
    if (budget.depth !== undefined && depth > budget.depth)
      over.push(`request chain ${depth} deep, at most ${budget.depth}`);
    if (budget.secondCopyKB !== undefined && secondCopyBytes > budget.secondCopyKB * 1024)
      over.push(
        `${kb(secondCopyBytes)} KB of code loaded twice, at most ${budget.secondCopyKB} KB: ${secondCopies
          .slice(0, 3)
          .map((copy) => `${copy.files.join(' + ')} (${copy.excerpt.slice(0, 40)}…)`)
          .join('; ')}`,
      );
    return { path: route.path, bytes, requests: files.length, depth, budget, byLabel, secondCopies, over };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: path.resolve(__dirname, '..') },
      verbose: { type: 'boolean', default: false },
    },
  });
  const mode = process.env.REELTIME_SIZE_GUARD || (BUDGETS.sizeGuard?.enforce ? 'enforce' : 'report');
  const results = measureRoutes(values.root);
  console.log(
    'Size guard: JavaScript per route from the built files, compressed as served, headers included (1 KB = 1024 B)',
  );
  console.log(
    `  ${'route'.padEnd(28)} ${'JS KB'.padStart(7)} ${'budget'.padStart(7)} ${'scripts'.padStart(8)} ${'depth'.padStart(6)}`,
  );
  for (const result of results) {
    const scripts = `${result.requests}/${result.budget.scripts ?? '-'}`;
    const depth = `${result.depth}/${result.budget.depth ?? '-'}`;
    console.log(
      `  ${result.path.padEnd(28)} ${kb(result.bytes).padStart(7)} ${String(result.budget.kb).padStart(7)} ${scripts.padStart(8)} ${depth.padStart(6)}${result.over.length ? '  OVER' : ''}`,
    );
    if (values.verbose)
      for (const [label, bytes] of result.byLabel) console.log(`      ${label.padEnd(40)} ${kb(bytes).padStart(7)} KB`);
  }
  const over = results.filter((result) => result.over.length > 0);
  if (over.length === 0) {
    console.log('  every route within budget');
    return 0;
  }
  const lines = over.map((result) => `  ${result.path}: ${result.over.join('; ')}`);
  if (mode === 'enforce') {
    console.error(`OVER BUDGET (build-config/performance-budgets.json):\n${lines.join('\n')}`);
    return 1;
  }
  console.log(
    `over budget (not enforced: set sizeGuard.enforce in build-config/performance-budgets.json):\n${lines.join('\n')}`,
  );
  return 0;
}

if (require.main === module) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`Size guard: ${error.message}`);
    process.exitCode = 1;
  }
}

module.exports = {
  measureRoutes,
  routeFiles,
  builtSite,
  budgetsOf,
  servedBytes,
  routesOf,
  shellPagesOf,
  HEADER_BYTES,
};
