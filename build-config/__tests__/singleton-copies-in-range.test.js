'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const singletonCopiesInRange = require('../runtime-plugins/singleton-copies-in-range');

// On a page, federation-runtime/entry.mjs puts the runtime core here before any app runs.
globalThis._FEDERATION_RUNTIME_CORE = require('@module-federation/runtime-core');

const PKG = '@reeltime/shared-lib/mui';
const shell = { from: 'shell', version: '1.4.0' };
const refusedCatalog = { from: 'catalog', version: '2.0.0' };

/** What the federation runtime hands `resolveShare` when `from` asks for PKG within `requiredVersion`. */
function resolveArgs(versions, { from = 'shell', requiredVersion = '^1.0.0', singleton = true } = {}) {
  const highest = () => ({ shared: versions[Object.keys(versions).sort().at(-1)], useTreesShaking: false });
  return {
    shareScopeMap: { default: { [PKG]: versions } },
    scope: 'default',
    pkgName: PKG,
    shareInfo: { from, shareConfig: { singleton, requiredVersion, strictVersion: true } },
    resolver: highest,
  };
}

const resolve = (versions, asker) =>
  singletonCopiesInRange({ host: 'shell' }).resolveShare(resolveArgs(versions, asker)).resolver().shared;

nodeTest.test(
  "the shell runs its own copy of a singleton nobody loaded yet, not a refused remote's newer major",
  () => {
    assert.equal(resolve({ '1.4.0': shell, '2.0.0': refusedCatalog }), shell);
  },
);

nodeTest.test("another remote on the same visit gets the shell's copy too, not the refused remote's", () => {
  const account = { from: 'account', version: '1.3.0' };
  assert.equal(
    resolve(
      { '1.3.0': account, '1.4.0': shell, '2.0.0': refusedCatalog },
      { from: 'account', requiredVersion: '^1.3.0' },
    ),
    shell,
  );
});

nodeTest.test("a remote whose range excludes the shell's copy gets the highest copy in its range", () => {
  const booking = { from: 'booking', version: '1.5.0' };
  const newerMinor = { from: 'catalog', version: '1.6.0' };
  assert.equal(
    resolve(
      { '1.4.0': shell, '1.5.0': booking, '1.6.0': newerMinor, '2.0.0': refusedCatalog },
      { from: 'booking', requiredVersion: '^1.5.0' },
    ),
    newerMinor,
  );
});

nodeTest.test('a remote running alone, with no shell on the page, gets the highest copy in its range', () => {
  const own = { from: 'account', version: '1.3.0' };
  assert.equal(resolve({ '1.3.0': own }, { from: 'account', requiredVersion: '^1.3.0' }), own);
});

nodeTest.test('with no copy in range the runtime rule stays, and reports the mismatch itself', () => {
  const args = resolveArgs({ '1.4.0': shell }, { from: 'catalog', requiredVersion: '^2.0.0' });
  const untouched = args.resolver;
  assert.equal(singletonCopiesInRange({ host: 'shell' }).resolveShare(args).resolver, untouched);
});

nodeTest.test('a copy already loaded on the page is left to the runtime (loaded-first)', () => {
  const args = resolveArgs({ '1.4.0': shell, '1.6.0': { from: 'catalog', version: '1.6.0', loaded: true } });
  const untouched = args.resolver;
  assert.equal(singletonCopiesInRange({ host: 'shell' }).resolveShare(args).resolver, untouched);
});

nodeTest.test('packages that are not singletons keep the runtime rule', () => {
  const args = resolveArgs({ '1.4.0': shell, '2.0.0': refusedCatalog }, { singleton: false });
  const untouched = args.resolver;
  assert.equal(singletonCopiesInRange({ host: 'shell' }).resolveShare(args).resolver, untouched);
});
