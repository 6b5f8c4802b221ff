'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const hostCopiesFirst = require('../runtime-plugins/host-copies-first');

/** The arguments the federation runtime hands `resolveShare` when the shell consumes `pkgName`. */
function resolveArgs(versions, { singleton = true } = {}) {
  const defaultResolver = () => ({ shared: versions['2.0.0'] ?? Object.values(versions)[0], useTreesShaking: false });
  return {
    shareScopeMap: { default: { '@reeltime/shared-lib/mui': versions } },
    scope: 'default',
    pkgName: '@reeltime/shared-lib/mui',
    shareInfo: { from: 'shell', shareConfig: { singleton, requiredVersion: '^1.0.0', strictVersion: true } },
    resolver: defaultResolver,
  };
}

nodeTest.test("the shell runs its own copy of a singleton nobody loaded yet, not a refused remote's newer major", () => {
  const own = { from: 'shell', version: '1.0.0' };
  const args = hostCopiesFirst().resolveShare(resolveArgs({ '1.0.0': own, '2.0.0': { from: 'catalog', version: '2.0.0' } }));
  assert.equal(args.resolver().shared, own);
});

nodeTest.test('a copy already loaded on the page is left to the runtime (loaded-first)', () => {
  const loaded = { from: 'catalog', version: '1.2.0', loaded: true };
  const args = resolveArgs({ '1.0.0': { from: 'shell', version: '1.0.0' }, '1.2.0': loaded });
  const untouched = args.resolver;
  assert.equal(hostCopiesFirst().resolveShare(args).resolver, untouched);
});

nodeTest.test('packages that are not singletons keep the runtime rule', () => {
  const args = resolveArgs({ '1.0.0': { from: 'shell', version: '1.0.0' }, '2.0.0': { from: 'catalog', version: '2.0.0' } }, { singleton: false });
  const untouched = args.resolver;
  assert.equal(hostCopiesFirst().resolveShare(args).resolver, untouched);
});
