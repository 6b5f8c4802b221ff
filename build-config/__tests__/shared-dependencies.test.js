'use strict';

const nodeTest = require('node:test');

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const semver = require('semver');
const { sharedDependencies, SINGLETONS, STATELESS, PATH_PREFIXES } = require('../shared-dependencies');
const { FRONT_ENDS } = require('../apps');

const ROOT = path.join(__dirname, '../..');
const APPS = FRONT_ENDS.map((app) => app.dir);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const sharedLibVersion = readJson(path.join(ROOT, 'shared-lib/package.json')).version;

/** An app folder inside a throw-away workspace whose node_modules holds the given shared-lib version. */
function appWith({ declared, installed }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-shared-'));
  const packages = [...SINGLETONS, ...STATELESS, ...PATH_PREFIXES].map((key) =>
    key
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/'),
  );
  for (const name of new Set(packages)) {
    const version = name === '@reeltime/shared-lib' ? installed : '1.0.0';
    fs.mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  const app = path.join(root, 'app');
  fs.mkdirSync(app);
  const dependencies = declared ? { '@reeltime/shared-lib': declared } : {};
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: '@reeltime/app', dependencies }));
  return app;
}

nodeTest.test('shared-lib is versioned with semver, starting at 1.0.0, with a changelog', () => {
  assert.ok(semver.valid(sharedLibVersion), sharedLibVersion);
  assert.ok(semver.gte(sharedLibVersion, '1.0.0'));
  const changelog = fs.readFileSync(path.join(ROOT, 'shared-lib/CHANGELOG.md'), 'utf8');
  assert.match(changelog, /^## Unreleased$/m);
  assert.match(changelog, new RegExp(`^## \\[?${sharedLibVersion.replace(/\./g, '\\.')}\\]?`, 'm'));
});

for (const app of APPS) {
  nodeTest.test(`${app}: Module Federation requires the shared-lib range its package.json declares, strictly`, () => {
    const declared = readJson(path.join(ROOT, app, 'package.json')).dependencies['@reeltime/shared-lib'];
    assert.ok(semver.validRange(declared), `${app} declares "${declared}"`);
    assert.ok(
      semver.satisfies(sharedLibVersion, declared),
      `${app} declares ${declared}, the workspace has ${sharedLibVersion}`,
    );
    const shared = sharedDependencies(path.join(ROOT, app));
    for (const key of ['@reeltime/shared-lib', '@reeltime/shared-lib/mui']) {
      assert.deepEqual(shared[key], {
        singleton: true,
        strictVersion: true,
        requiredVersion: declared,
        version: sharedLibVersion,
      });
    }
  });
}

nodeTest.test('a third-party singleton requires the range the app declares, or ^ the installed version', () => {
  const shared = sharedDependencies(path.join(ROOT, 'shell'));
  assert.equal(shared.react.requiredVersion, readJson(path.join(ROOT, 'shell/package.json')).dependencies.react);
  assert.equal(
    shared['@mui/system'].requiredVersion,
    `^${readJson(path.join(ROOT, 'node_modules/@mui/system/package.json')).version}`,
  );
  assert.equal(shared['qrcode.react'].singleton, false);
  assert.equal(shared['qrcode.react'].strictVersion, false);
});

nodeTest.test('an app that does not declare its shared-lib range does not build', () => {
  assert.throws(
    () => sharedDependencies(appWith({ installed: '1.0.0' })),
    /@reeltime\/app shares @reeltime\/shared-lib but does not declare the range/,
  );
});

nodeTest.test('an app built with a shared-lib outside the range it declares does not build', () => {
  assert.throws(
    () => sharedDependencies(appWith({ declared: '^2.0.0', installed: '1.4.0' })),
    /declares @reeltime\/shared-lib \^2\.0\.0 but is being built with 1\.4\.0/,
  );
  assert.equal(
    sharedDependencies(appWith({ declared: '^1.0.0', installed: '1.4.0' }))['@reeltime/shared-lib'].version,
    '1.4.0',
  );
});
