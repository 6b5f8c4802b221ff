'use strict';

/**
 * The site's apps as listed once in the repository's `apps.json`: the API, the remotes and the shell, with their
 * folders, packages and default ports. Everything that needs the list reads it from here (or from that file).
 */
const { apps } = require('../apps.json');

/** Every app, in start order (API, remotes, shell). */
const APPS = Object.freeze(apps.map((app) => Object.freeze({ ...app })));
/** The front ends: the remotes and the shell. */
const FRONT_ENDS = APPS.filter((app) => app.kind !== 'api');
/** The remotes the shell loads at run time. */
const REMOTES = APPS.filter((app) => app.kind === 'remote');

/** The app of that name (`shell`, `catalog`, …, `api`); throws for a name the list does not have. */
function appNamed(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`apps.json lists no app named "${name}"`);
  return app;
}

/** An app's port: its variable in `env` (e.g. `CATALOG_PORT`) when set, else its default. */
function portOf(name, env = process.env) {
  const app = appNamed(name);
  return Number(env[app.portVar]) || app.port;
}

module.exports = { APPS, FRONT_ENDS, REMOTES, appNamed, portOf };
