'use strict';

/**
 * Federation runtime plugin of every app: which copy of a shared singleton a module gets when
 * nobody on the page has loaded one yet (the MUI theme, emotion, `@reeltime/shared-lib/mui`: they
 * load on first use). The runtime alone takes the highest version registered, and a remote that
 * needs a newer major (refused, see shared-dependencies.js) has registered its copies by then: the
 * next page would be handed that remote's incompatible copy and fail, whichever app it belongs to.
 * So the host's copy is taken when it is in the asker's range, else the highest copy that is;
 * when none is, the runtime's own rule reports the mismatch. Once a copy is loaded, the runtime's
 * `loaded-first` rule applies as before. Options: `{ host }`, the host app's federation name.
 */
module.exports = function singletonCopiesInRange({ host } = {}) {
  return {
    name: 'reeltime-singleton-copies-in-range',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const versions = args.shareScopeMap[args.scope][args.pkgName];
      const copies = Object.entries(versions);
      if (!shareConfig.singleton || copies.some(([, copy]) => copy.loaded || copy.loading || copy.lib)) return args;
      // The runtime core on the page (federation-runtime/entry.mjs) carries the semver check the runtime itself uses.
      const { satisfy } = globalThis._FEDERATION_RUNTIME_CORE;
      const inRange = copies.filter(
        ([version]) => typeof shareConfig.requiredVersion !== 'string' || satisfy(version, shareConfig.requiredVersion),
      );
      const chosen =
        inRange.find(([, copy]) => copy.from === (host ?? from)) ??
        inRange.sort(([a], [b]) => (satisfy(a, `<${b}`) ? 1 : -1))[0];
      if (chosen) args.resolver = () => ({ shared: chosen[1], useTreesShaking: false });
      return args;
    },
  };
};
