'use strict';

const { REMOTES, portOf } = require('./apps');

/** The shell's public address: `SHELL_URL`, else `http://$PUBLIC_HOST:$SHELL_PORT`. */
function shellUrl(env = process.env) {
  return env.SHELL_URL || `http://${env.PUBLIC_HOST || 'localhost'}:${portOf('shell', env)}`;
}

/** The API's own address, as browsers reach it without forwarding: `API_BASE_URL`, else `http://$PUBLIC_HOST:$API_PORT`. */
function apiOwnUrl(env = process.env) {
  return env.API_BASE_URL || `http://${env.PUBLIC_HOST || 'localhost'}:${portOf('api', env)}`;
}

/**
 * `API_PATH` (e.g. `/_api`): the path under the site's origin the front-end server forwards to the API
 * (api-forwarding.js); null when unset. One or more plain segments; the shell's server also refuses a page it
 * knows at start-up (serve.js).
 */
function apiPathPrefix(env = process.env) {
  const raw = (env.API_PATH || '').trim();
  if (!raw) return null;
  const prefix = raw.replace(/\/+$/, '');
  if (
    !/^(\/[A-Za-z0-9._~-]+)+$/.test(prefix) ||
    prefix.split('/').some((segment) => segment === '.' || segment === '..')
  ) {
    throw new Error(`API_PATH must be a path such as /_api (letters, digits, . _ ~ -); got "${raw}"`);
  }
  return prefix;
}

/** Where this server reaches the API: `API_INTERNAL_URL` (e.g. a container network), else its own address. */
function apiUpstreamUrl(env = process.env) {
  return env.API_INTERNAL_URL || apiOwnUrl(env);
}

/**
 * The runtime configuration every front end reads from `/app-config.json`.
 * It is generated from the environment when an app is served, so pointing the
 * site at a new remote version is a config change, never a rebuild. With `API_PATH`
 * the API is called under the shell's origin (no CORS preflight), else on its own.
 */
function appConfigFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const origin = (port) => `http://${host}:${port}`;
  const manifest = (port) => `${origin(port)}/mf-manifest.json`;
  const forwardedAt = apiPathPrefix(env);
  return {
    apiBaseUrl: forwardedAt ? `${new URL(shellUrl(env)).origin}${forwardedAt}` : apiOwnUrl(env),
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [remote.name, env[remote.remoteUrlVar] || manifest(portOf(remote.name, env))]),
    ),
  };
}

module.exports = { appConfigFromEnv, apiPathPrefix, apiUpstreamUrl, shellUrl };
