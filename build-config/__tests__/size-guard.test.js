'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { HEADER_BYTES } = require('../size-guard');

const GUARD = path.join(__dirname, '../size-guard.js');
const BUDGET_KB = require('../performance-budgets.json').javascriptKB['/'];

/** A repository with built shell and catalog folders (sizes are of each file's .br copy). */
function builtRepository({ startup = ['boot.0123456789.js'], homeShared = [], shellShared = [] } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-guard-'));
  const shell = path.join(root, 'shell/dist');
  const catalog = path.join(root, 'mf-catalog/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(catalog, { recursive: true });
  const file = (dir, name, brBytes) => {
    fs.writeFileSync(path.join(dir, name), 'x'.repeat(brBytes * 4));
    fs.writeFileSync(path.join(dir, `${name}.br`), Buffer.alloc(brBytes));
  };
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head><script defer src=/federation-runtime.abcdef0123.js></script><script defer src="/main.js"></script></head></html>');
  file(shell, 'federation-runtime.abcdef0123.js', 20_000);
  file(shell, 'main.js', 10_000);
  for (const name of startup) file(shell, name, 30_000);
  file(shell, 'mui.0123456789.js', 40_000);
  fs.writeFileSync(
    path.join(shell, 'startup-assets.json'),
    JSON.stringify({ role: 'host', scripts: startup, styles: [], shared: shellShared, sharedFiles: { '@mui/material': ['mui.0123456789.js'] }, exposes: {} }),
  );
  file(catalog, 'remoteEntry.js', 8_000);
  file(catalog, 'home.0123456789.js', 5_000);
  fs.writeFileSync(
    path.join(catalog, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'HomePage', path: './HomePage', assets: { js: { sync: ['home.0123456789.js'], async: ['lazy.0123456789.js'] } } }],
    }),
  );
  fs.writeFileSync(
    path.join(catalog, 'startup-assets.json'),
    JSON.stringify({ role: 'remote', scripts: [], styles: [], shared: [], sharedFiles: {}, exposes: { './HomePage': { shared: homeShared } } }),
  );
  return root;
}

const runGuard = (root, mode) =>
  spawnSync(process.execPath, [GUARD, '--root', root], { encoding: 'utf8', env: { ...process.env, REELTIME_SIZE_GUARD: mode } });

nodeTest.test('counts the page scripts, startup chunks, remote entry and HomePage chunks as served, headers included', () => {
  const root = builtRepository();
  const result = runGuard(root, 'enforce');
  const expected = 20_000 + 10_000 + 30_000 + 8_000 + 5_000 + 5 * HEADER_BYTES;
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, new RegExp(`total\\s+${(expected / 1024).toFixed(1)} KB in 5 files \\(budget ${BUDGET_KB} KB\\)`));
  assert.match(result.stdout, /within budget/);
});

nodeTest.test('adds the shell copy of a shared package HomePage needs that the startup did not load', () => {
  const root = builtRepository({ homeShared: ['@mui/material', 'react'], shellShared: ['react'] });
  const result = runGuard(root, 'report');
  assert.match(result.stdout, /shared @mui\/material\s+39\.4 KB/);
  assert.match(result.stdout, /in 6 files/);
});

nodeTest.test('fails when / is over budget and the guard is enforced', () => {
  const root = builtRepository({ startup: ['a.0123456789.js', 'b.0123456789.js', 'c.0123456789.js', 'd.0123456789.js', 'e.0123456789.js'] });
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, new RegExp(`OVER BUDGET by [\\d.]+ KB: / must stay within ${BUDGET_KB} KB`));
});

nodeTest.test('only reports when not enforced', () => {
  const root = builtRepository({ startup: ['a.0123456789.js', 'b.0123456789.js', 'c.0123456789.js', 'd.0123456789.js', 'e.0123456789.js'] });
  const result = runGuard(root, 'report');
  assert.equal(result.status, 0);
  assert.match(result.stdout, /over budget by [\d.]+ KB \(not enforced/);
});

nodeTest.test('names the missing build instead of crashing', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-guard-'));
  const result = runGuard(root, 'enforce');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^Size guard: .*shell\/dist\/index\.html is missing: build the apps first/);
});
