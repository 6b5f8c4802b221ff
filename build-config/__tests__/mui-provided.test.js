'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { FRONT_ENDS } = require('../apps');

const ROOT = path.join(__dirname, '..', '..');
const MUI_IMPORT = /from '(@mui\/material\/[\w/]+)'/g;

/** Every `@mui/material/*` path the source files under `dir` import (tests left out: they never reach a page). */
function muiImportsUnder(dir) {
  const found = new Map();
  for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file) || file.includes('__tests__')) continue;
    for (const [, module] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(MUI_IMPORT)) {
      if (!found.has(module)) found.set(module, file);
    }
  }
  return found;
}

const provided = new Set(
  [
    ...fs
      .readFileSync(path.join(ROOT, 'shell/src/mui/provideMuiModules.ts'), 'utf8')
      .matchAll(/import\('(@mui\/material\/[\w/]+)'\)/g),
  ].map(([, module]) => module),
);

// The staff remote draws tables, drawers and pickers no customer page uses: it ships its own copies of those (on the
// shell's theme and engine), so the kits every customer page loads do not grow for them.
const customerApps = [...FRONT_ENDS.filter((app) => app.name !== 'admin').map((app) => app.dir), 'shared-lib'];

for (const dir of customerApps) {
  nodeTest.test(`every MUI module ${dir} imports is provided by the shell, so a page runs one copy of it`, () => {
    const missing = [...muiImportsUnder(path.join(ROOT, dir, 'src'))].filter(([module]) => !provided.has(module));
    assert.deepEqual(
      missing.map(([module, file]) => `${module} (${dir}/src/${file})`),
      [],
      'add them to shell/src/mui/provideMuiModules.ts',
    );
  });
}

nodeTest.test('the check sees imports: the catalog draws with MUI modules the shell provides', () => {
  const catalog = muiImportsUnder(path.join(ROOT, 'mf-catalog/src'));
  assert.ok(catalog.size > 0);
  assert.ok([...catalog.keys()].every((module) => provided.has(module)));
});
