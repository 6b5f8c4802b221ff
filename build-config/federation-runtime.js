'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * The Module Federation runtime core as a script of its own, loaded by every app's page before
 * its entry (`experiments.externalRuntime`: the apps' bundles then read it from the global
 * `_FEDERATION_RUNTIME_CORE` instead of each carrying a copy, ~20 KB on the wire per app).
 *
 * Each app builds and serves its own copy (`federation-runtime.<contenthash>.js`, immutable),
 * so every app still deploys and runs alone; on a composed page the shell's copy runs first and
 * wins (the script only sets the global when it is absent), and every remote entry uses it.
 * The core's API is therefore a contract between apps: changing the
 * `@module-federation/enhanced` version is a coordinated release (docs/releasing.md, "Coordinated releases").
 */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const RUNTIME_FILE_PREFIX = 'federation-runtime.';

/** The runtime core's version, read from disk (its package.json is not exported). */
function runtimeCoreVersion() {
  const entry = require.resolve('@module-federation/runtime-core', { paths: [__dirname] });
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (name === '@module-federation/runtime-core') return version;
  }
  throw new Error('@module-federation/runtime-core is not installed: run npm install');
}

/** A webpack config that writes `dist/federation-runtime.<hash>.js` for the app in `dir`. */
function createFederationRuntimeConfig({ dir, production, plugins = [] }) {
  const { DefinePlugin } = require('webpack');
  return {
    name: 'federation-runtime',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime/entry.mjs') },
    output: {
      path: path.join(dir, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Only this script: the app's own build (which cleans dist) keeps it.
      clean: false,
      iife: true,
    },
    target: ['web', 'es2020'],
    devtool: false,
    plugins: [new DefinePlugin({ __RUNTIME_CORE_VERSION__: JSON.stringify(runtimeCoreVersion()) }), ...plugins],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** The runtime script's file name in `distDir` (the newest one, should a stale copy remain). */
function findFederationRuntimeFile(distDir) {
  const files = fs
    .readdirSync(distDir)
    .filter((file) => file.startsWith(RUNTIME_FILE_PREFIX) && file.endsWith('.js'))
    .map((file) => ({ file, mtime: fs.statSync(path.join(distDir, file)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  return files[0]?.file ?? null;
}

module.exports = { createFederationRuntimeConfig, findFederationRuntimeFile, RUNTIME_CORE_GLOBAL, RUNTIME_FILE_PREFIX };
