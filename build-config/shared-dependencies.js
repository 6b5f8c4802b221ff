'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * What the apps share through Module Federation: one instance per page of everything that carries
 * React context or module state. Changing this list is a contract change between the apps: all of
 * them must be released together with the same list (see the README).
 *
 * - react, react-dom: shared whole.
 * - @reeltime/shared-lib: the event bus, stores, toasts, API client, light UI, and the router
 *   (react-router-dom) and rxjs bundled inside it and re-exported, so only the parts the apps use
 *   ship, once. notistack is bundled in it too, loaded with the first toast.
 * - @reeltime/shared-lib/mui: the MUI theme and its provider, loaded only by pages that use MUI.
 * - MUI per import path (`@mui/material/Button`, ...): a page pays only for the components it
 *   uses. Apps import MUI only by deep path, never from the `@mui/material` barrel. The shell
 *   provides every component any app uses (shell/src/mui/muiComponents.ts), so each page gets the
 *   shell's copy; a remote's own copy is only a fallback (standalone, or a component the shell
 *   does not list yet). @mui/system, the styled engine and emotion hold MUI's theme and style
 *   cache: singletons.
 * - qrcode.react (booking's confirmation, account's bookings): no state, so not a singleton, but
 *   shared so that a visit going from one to the other loads it once (the first app's copy).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@reeltime/shared-lib',
  '@reeltime/shared-lib/mui',
  '@mui/system',
  '@mui/styled-engine',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
];

/** Shared without being singletons: stateless libraries more than one remote bundles. */
const STATELESS = ['qrcode.react'];

/** Shared per import path below these prefixes, each path a singleton. */
const PATH_PREFIXES = ['@mui/material/'];

/** The version node would load from `fromDir` (read from disk: not every package exports its package.json). */
function installedVersion(name, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    if (dir === path.dirname(dir)) break;
  }
  throw new Error(`${name} is not installed for ${fromDir}: run npm install`);
}

/** The package a shared key belongs to: `@reeltime/shared-lib/mui` → `@reeltime/shared-lib`. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Module Federation `shared` config; versions are the ones the workspace resolves. */
function sharedDependencies(appDir) {
  const entry = (key, singleton = true) => {
    const version = installedVersion(packageOf(key), appDir);
    return [key, { singleton, requiredVersion: `^${version}`, version }];
  };
  return Object.fromEntries([
    ...SINGLETONS.map((key) => entry(key)),
    ...STATELESS.map((key) => entry(key, false)),
    ...PATH_PREFIXES.map((key) => entry(key)),
  ]);
}

module.exports = { sharedDependencies, SINGLETONS, STATELESS, PATH_PREFIXES };
