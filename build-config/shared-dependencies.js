'use strict';

/**
 * Packages that must exist once per page: each carries React context or module
 * state (router, theme, emotion cache, toasts, event bus, stores).
 * `@mui/material` is imported only through its barrel; its theme context lives
 * in `@mui/system`, so that is a singleton too, as is emotion.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@mui/material',
  '@mui/system',
  '@mui/styled-engine',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'rxjs',
  'notistack',
  '@reeltime/shared-lib',
];

function installedVersion(name, fromDir) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(pkgPath).version;
}

/** Module Federation `shared` config; versions are the ones the workspace resolves. */
function sharedDependencies(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name, appDir);
      return [name, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

module.exports = { sharedDependencies, SINGLETONS };
