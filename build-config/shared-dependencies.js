'use strict';

const fs = require('node:fs');
const path = require('node:path');

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

/** The version node would load from `fromDir` (read from disk: not every package exports its package.json). */
function installedVersion(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    if (dir === path.dirname(dir)) break;
  }
  throw new Error(`${name} is not installed for ${fromDir}: run npm install`);
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
