'use strict';

/**
 * The runtime configuration every front end reads from `/app-config.json`.
 * It is generated from the environment when an app is served, so pointing the
 * site at a new remote version is a config change, never a rebuild.
 */
function appConfigFromEnv(env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const origin = (port) => `http://${host}:${port}`;
  const manifest = (port) => `${origin(port)}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL || origin(env.API_PORT || 8080),
    remotes: {
      catalog: env.CATALOG_REMOTE_URL || manifest(env.CATALOG_PORT || 3001),
      booking: env.BOOKING_REMOTE_URL || manifest(env.BOOKING_PORT || 3002),
      account: env.ACCOUNT_REMOTE_URL || manifest(env.ACCOUNT_PORT || 3003),
      admin: env.ADMIN_REMOTE_URL || manifest(env.ADMIN_PORT || 3004),
    },
  };
}

module.exports = { appConfigFromEnv };
