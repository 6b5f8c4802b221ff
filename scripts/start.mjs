#!/usr/bin/env node
/**
 * `npm start`: the demo. Builds what is stale, then serves the API (in production mode, with the demo accounts
 * and their published passwords: DEMO_DATA=true, and /docs: API_DOCS=true, unless set), the remotes and the shell.
 * `npm start -- --demo-outbox` (or DEMO_OUTBOX=1): the API in development mode instead, so one-time codes
 * can be read at /api/dev/outbox from this machine.
 * `npm start -- --production`: a production start to try locally: no demo accounts, no /docs, its own data
 * folder (data/production unless DATA_DIR or DATABASE_URL is set); the first admin is made by create-admin.
 * `npm run dev`: the same processes as dev servers with reload (API in development mode, demo accounts).
 * Ctrl-C stops everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, resolvePorts } from './lib/apps.mjs';
import { needsBuild } from './lib/staleness.mjs';
import { run, startProcess, stopAll, waitForUrl } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const production = !dev && process.argv.includes('--production');
const demoOutbox =
  !production && (process.argv.includes('--demo-outbox') || ['1', 'true'].includes(process.env.DEMO_OUTBOX ?? ''));
const productionDataDir = path.join(ROOT, 'data', 'production');
const ports = resolvePorts();
const frontEndOrigins = APPS.filter((app) => app.name !== 'api').flatMap((app) => [
  `http://localhost:${ports[app.portVar]}`,
  `http://127.0.0.1:${ports[app.portVar]}`,
]);
// The API accepts calls from the front ends of this run, whatever their ports.
const env = { CORS_ORIGINS: frontEndOrigins.join(','), ...process.env, ...ports };
// The API's own settings of this run: the demo's accounts and docs, or a production start's data folder.
const apiSettings = production
  ? { DEMO_DATA: 'false', ...(process.env.DATA_DIR || process.env.DATABASE_URL ? {} : { DATA_DIR: productionDataDir }) }
  : { DEMO_DATA: process.env.DEMO_DATA ?? 'true', API_DOCS: process.env.API_DOCS ?? 'true' };
// The built site serves the API under its own origin (no CORS preflight per call); `API_PATH=` (empty) turns that
// off. The API then reads each customer's address from X-Forwarded-For of the front-end server on this machine,
// and the URLs it writes (posters, attachments) name it there too.
const apiPath = dev ? '' : (process.env.API_PATH ?? '/_api');
const siteUrl = process.env.SHELL_URL ?? `http://${process.env.PUBLIC_HOST || 'localhost'}:${ports.SHELL_PORT}`;
const forwarding = apiPath
  ? {
      frontEnd: { API_PATH: apiPath },
      api: {
        TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
        API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `${siteUrl.replace(/\/+$/, '')}${apiPath}`,
      },
    }
  : { frontEnd: {}, api: {} };
const startedAt = Date.now();

if (!fs.existsSync(path.join(ROOT, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

async function buildStaleApps() {
  const stale = APPS.filter(needsBuild);
  if (stale.length === 0) {
    console.log('All apps are built and up to date.');
    return;
  }
  console.log(`Building ${stale.map((app) => app.name).join(', ')}…`);
  const scopes = stale.flatMap((app) => ['--scope', app.workspace]);
  await run('npx', ['lerna', 'run', 'build', '--stream', ...scopes], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function commandFor(app) {
  const port = ports[app.portVar];
  if (dev)
    return {
      command: 'npm',
      args: ['run', 'dev', '-w', app.workspace],
      env: { ...env, ...(app.name === 'api' ? apiSettings : {}), PORT: port },
    };
  if (app.name === 'api') {
    // Production unless asked: in development the API hands every account's codes to /api/dev/outbox.
    const apiEnv = { ...env, ...apiSettings, ...forwarding.api, NODE_ENV: demoOutbox ? 'development' : 'production' };
    return { command: process.execPath, args: [path.join(ROOT, 'api/dist/server.js')], env: apiEnv };
  }
  const serve = path.join(ROOT, 'build-config/serve.js');
  return {
    command: process.execPath,
    args: [serve, '--dir', path.join(ROOT, app.dir, 'dist'), '--port', port, '--name', app.name],
    env: { ...env, ...forwarding.frontEnd },
  };
}

function readinessUrl(app) {
  const port = ports[app.portVar];
  return app.name === 'api' ? `http://localhost:${port}/health` : `http://localhost:${port}/`;
}

async function main() {
  if (!dev) await buildStaleApps();

  const children = [];
  let stopping = false;
  let ready = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ReelTime…');
    await stopAll(children);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  APPS.forEach((app, index) => {
    const { command, args, env: childEnv } = commandFor(app);
    const child = startProcess({ name: app.name, command, args, cwd: path.join(ROOT, app.dir), env: childEnv }, index);
    // One app going down must not take the site with it: the shell shows that section as
    // unavailable while the rest keeps serving. The run ends when every app has stopped.
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!ready) {
        console.error(`${app.name} could not start (${signal ?? `exit code ${code}`}).`);
        void shutdown(1);
        return;
      }
      console.error(`${app.name} stopped (${signal ?? `exit code ${code}`}); the other apps keep running.`);
      if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) void shutdown(1);
    });
    children.push(child);
  });

  // A first start migrates and seeds the database: on a busy small machine that can take over a minute.
  const timeoutMs = dev ? 180_000 : 120_000;
  try {
    await Promise.all(APPS.map((app) => waitForUrl(readinessUrl(app), timeoutMs)));
  } catch (error) {
    console.error(`ReelTime did not start: ${error.message}`);
    await shutdown(1);
    return;
  }
  ready = true;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `\nReelTime is ready in ${seconds} s: open http://localhost:${ports.SHELL_PORT}  (API http://localhost:${ports.API_PORT}${production ? '' : ', docs /docs'})`,
  );
  if (production) {
    const dataDir = process.env.DATABASE_URL ? '' : `DATA_DIR=${process.env.DATA_DIR ?? productionDataDir} `;
    console.log(
      'Production start: no demo accounts. Make the first admin account (with PGlite, stop this run first: one process at a time):',
    );
    console.log(`  ${dataDir}npm run create-admin -w api -- --email you@example.com --name "Your Name"\n`);
    return;
  }
  console.log(
    'This is the demo: its accounts have the passwords published in README.md (`npm start -- --production` has none).',
  );
  console.log(
    dev || demoOutbox
      ? `One-time codes (OTP login, password reset): http://localhost:${ports.API_PORT}/api/dev/outbox?to=<email or phone> (from this machine only)\n`
      : 'One-time codes are not shown anywhere: run `npm start -- --demo-outbox` to read them at /api/dev/outbox on this machine\n',
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
