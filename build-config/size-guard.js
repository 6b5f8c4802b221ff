#!/usr/bin/env node
'use strict';

/**
 * `reeltime-size-guard`: the JavaScript `/` costs on a cold cache, from the built files, against
 * the budget in performance-budgets.json. It counts what the pages and manifests say `/` loads:
 * the shell's page scripts (federation runtime + entry) and startup chunks, the catalog's
 * `remoteEntry.js` and the chunks of its `./HomePage` (sync, as its mf-manifest.json lists them)
 * plus, for every shared package HomePage consumes that the shell does not load at startup, the
 * shell's copy of it (startup-assets.json of each build lists what is consumed where). Each file counts compressed as served (its `.br`, else `.gz`, else raw) plus
 * the response headers, like the browser figure of `npm run bench:web`.
 *
 * Exit code 1 when over budget and enforced (`sizeGuard.enforce` in performance-budgets.json,
 * or `REELTIME_SIZE_GUARD=enforce`); `REELTIME_SIZE_GUARD=report` only prints.
 *
 *   reeltime-size-guard [--root <repository root>]
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { STARTUP_ASSETS_FILE } = require('./startup-assets-plugin');

const BUDGETS = require('./performance-budgets.json');
/** Response headers of one static file as build-config/serve.js sends them (measured in Chromium). */
const HEADER_BYTES = 330;

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

/** Files `/` loads, from the built shell and catalog: [{ label, file }]. */
function homePageFiles(root) {
  const shellDist = path.join(root, 'shell/dist');
  const catalogDist = path.join(root, 'mf-catalog/dist');
  const files = [];
  const add = (label, dist, file) => {
    const full = path.join(dist, file);
    if (!files.some((entry) => entry.full === full)) files.push({ label, file, full });
  };
  const page = path.join(shellDist, 'index.html');
  if (!fs.existsSync(page)) throw new Error(`${page} is missing: build the apps first (npm run build)`);
  for (const file of pageScripts(fs.readFileSync(page, 'utf8'))) add('shell page', shellDist, file);
  for (const file of readJson(path.join(shellDist, STARTUP_ASSETS_FILE)).scripts) add('shell startup', shellDist, file);

  const manifest = readJson(path.join(catalogDist, 'mf-manifest.json'));
  const remoteEntry = manifest.metaData.remoteEntry;
  add('catalog entry', catalogDist, path.posix.join(remoteEntry.path || '', remoteEntry.name));
  const home = manifest.exposes.find((expose) => expose.path === './HomePage');
  if (!home) throw new Error('mf-catalog/dist/mf-manifest.json exposes no ./HomePage');
  for (const file of home.assets.js.sync) add('catalog HomePage', catalogDist, file);

  // Shared packages HomePage consumes that the shell's startup has not loaded: the shell's copy
  // (it provides them), or the catalog's own when the shell does not share that package.
  const shellAssets = readJson(path.join(shellDist, STARTUP_ASSETS_FILE));
  const catalogAssets = readJson(path.join(catalogDist, STARTUP_ASSETS_FILE));
  for (const key of catalogAssets.exposes?.['./HomePage']?.shared ?? []) {
    if (shellAssets.shared.includes(key)) continue;
    const [dist, own] = shellAssets.sharedFiles[key] ? [shellDist, shellAssets.sharedFiles[key]] : [catalogDist, catalogAssets.sharedFiles[key] ?? []];
    for (const file of own) add(`shared ${key}`, dist, file);
  }
  return files;
}

function main() {
  const { values } = parseArgs({ options: { root: { type: 'string', default: path.resolve(__dirname, '..') } } });
  const budgetKB = BUDGETS.javascriptKB['/'];
  const mode = process.env.REELTIME_SIZE_GUARD || (BUDGETS.sizeGuard?.enforce ? 'enforce' : 'report');
  const files = homePageFiles(values.root);
  let total = 0;
  const byLabel = new Map();
  for (const { label, full } of files) {
    const bytes = servedBytes(full);
    total += bytes;
    byLabel.set(label, (byLabel.get(label) ?? 0) + bytes);
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`Size guard: JavaScript for / from the built files, compressed as served, headers included (1 KB = 1024 B)`);
  for (const [label, bytes] of byLabel) console.log(`  ${label.padEnd(28)} ${kb(bytes).padStart(7)} KB`);
  console.log(`  ${'total'.padEnd(28)} ${kb(total).padStart(7)} KB in ${files.length} files (budget ${budgetKB} KB)`);
  if (total <= budgetKB * 1024) {
    console.log('  within budget');
    return 0;
  }
  if (mode === 'enforce') {
    console.error(`  OVER BUDGET by ${kb(total - budgetKB * 1024)} KB: / must stay within ${budgetKB} KB of JavaScript.`);
    return 1;
  }
  console.log(`  over budget by ${kb(total - budgetKB * 1024)} KB (not enforced: set sizeGuard.enforce in build-config/performance-budgets.json)`);
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

module.exports = { homePageFiles, servedBytes, HEADER_BYTES };
