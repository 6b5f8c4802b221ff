'use strict';

const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

/**
 * What the apps share through Module Federation: one instance per page of everything that carries
 * React context or module state. Changing this list is a contract change between the apps: all of
 * them must be released together with the same list (docs/releasing.md, "Coordinated releases").
 *
 * - react, react-dom: shared whole.
 * - @reeltime/shared-lib: the event bus, stores, toasts, API client, light UI, and the router
 *   (react-router-dom) and rxjs bundled inside it and re-exported, so only the parts the apps use
 *   ship, once. notistack is bundled in it too, loaded with the first toast.
 * - @reeltime/shared-lib/mui: the MUI theme and its provider, loaded only by pages that use MUI.
 * - MUI per import path (`@mui/material/Button`, ...): a page pays only for the components it
 *   uses. Apps import MUI only by deep path, never from the `@mui/material` barrel. The shell
 *   provides every component any app uses (shell/src/mui/provideMuiModules.ts), so each page gets the
 *   shell's copy; a remote's own copy is only a fallback (standalone, or a component the shell
 *   does not list yet). @mui/system, the styled engine and emotion hold MUI's theme and style
 *   cache: singletons.
 * - qrcode.react and @reeltime/shared-lib/ticket-qr (booking's confirmation, account's bookings): no
 *   state, so not singletons, but shared so that a visit going from one to the other loads them once
 *   (the first app's copy); pages without a ticket never load them.
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
const STATELESS = ['qrcode.react', '@reeltime/shared-lib/ticket-qr'];

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

/** Our own packages: a contract between teams, versioned with semver (shared-lib/CHANGELOG.md). */
const isOwnPackage = (pkg) => pkg.startsWith('@reeltime/');

/**
 * The range an app needs of a package: the one its package.json declares (the single place a team
 * states it, read by npm and by Module Federation alike), else `^` the version installed.
 */
function declaredRange(pkg, appDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const range = { ...manifest.peerDependencies, ...manifest.devDependencies, ...manifest.dependencies }[pkg];
  if (range) return range;
  if (isOwnPackage(pkg)) {
    throw new Error(
      `${manifest.name} shares ${pkg} but does not declare the range it needs in its package.json dependencies`,
    );
  }
  return `^${installedVersion(pkg, appDir)}`;
}

/**
 * Module Federation `shared` config. `version` is what this app provides (the copy it was built
 * with); `requiredVersion` is the range its package.json declares.
 *
 * Singletons are `strictVersion`: when the copy already on the page (the shell's, `loaded-first`)
 * is outside the range a remote declares, loading that remote's module fails with the runtime's
 * "Version 1.0.0 from shell of shared singleton module @reeltime/shared-lib does not satisfy the
 * requirement of catalog which needs ^2.0.0" and the shell shows that section's Retry panel. A
 * remote never falls back to its own copy of a singleton: a second shared-lib would mean a second
 * event bus and auth store, a second React a broken tree. Stateless packages (not singletons) do
 * fall back to the remote's own copy when the page's is out of range.
 */
function sharedDependencies(appDir) {
  const entry = (key, singleton = true) => {
    const pkg = packageOf(key);
    const version = installedVersion(pkg, appDir);
    const requiredVersion = declaredRange(pkg, appDir);
    if (isOwnPackage(pkg) && !semver.satisfies(version, requiredVersion)) {
      throw new Error(`${path.basename(appDir)} declares ${pkg} ${requiredVersion} but is being built with ${version}`);
    }
    return [key, { singleton, strictVersion: singleton, requiredVersion, version }];
  };
  return Object.fromEntries([
    ...SINGLETONS.map((key) => entry(key)),
    ...STATELESS.map((key) => entry(key, false)),
    ...PATH_PREFIXES.map((key) => entry(key)),
  ]);
}

module.exports = { sharedDependencies, SINGLETONS, STATELESS, PATH_PREFIXES };
