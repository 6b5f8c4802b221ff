'use strict';

/**
 * Federation runtime plugin of the host only: a shared singleton nobody has loaded yet (the MUI
 * theme, emotion, a MUI component: they load on first use) is taken from the host's own copy, not
 * from the highest version some remote registered. Without it, a remote that needs a newer major
 * (refused, see shared-dependencies.js) leaves its copies in the share scope, and the shell's own
 * next MUI page would be handed that remote's incompatible copy and fail. Once a copy is loaded,
 * the runtime's `loaded-first` rule applies as before.
 */
module.exports = function hostCopiesFirst() {
  return {
    name: 'reeltime-host-copies-first',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope][args.pkgName];
      const shared = Object.values(versions);
      const own = shared.find((copy) => copy.from === args.shareInfo.from);
      if (own && args.shareInfo.shareConfig.singleton && !shared.some((copy) => copy.loaded || copy.loading || copy.lib)) {
        args.resolver = () => ({ shared: own, useTreesShaking: false });
      }
      return args;
    },
  };
};
