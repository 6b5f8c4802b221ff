'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { APPS, FRONT_ENDS, REMOTES, appNamed, portOf } = require('../apps');
const { appConfigFromEnv } = require('../app-config');

const ROOT = path.join(__dirname, '../..');

/** docker-compose.yml's services, each as the text of its block (YAML is read here by its indentation). */
function composeServices() {
  const lines = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8').split('\n');
  const services = new Map();
  let inServices = false;
  let current = null;
  for (const line of lines) {
    if (/^\S/.test(line)) inServices = line.startsWith('services:');
    if (!inServices) continue;
    const name = /^ {2}([\w-]+):\s*$/.exec(line);
    if (name) services.set((current = name[1]), '');
    else if (current) services.set(current, `${services.get(current)}${line}\n`);
  }
  return services;
}

const composeText = () => fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

nodeTest.test('every listed app is a workspace of the repository, under its folder and package name', () => {
  const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  const kinds = APPS.map((app) => app.kind);
  assert.deepEqual(
    kinds,
    ['api', ...REMOTES.map(() => 'remote'), 'host'],
    'start order: the API, the remotes, then the shell that loads them',
  );
  assert.ok(
    REMOTES.some((remote) => remote.name === 'admin'),
    'the staff remote is listed',
  );
  for (const app of APPS) {
    assert.ok(workspaces.includes(app.dir), `${app.dir} is a workspace`);
    assert.equal(
      JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8')).name,
      app.package,
      app.dir,
    );
  }
  const ports = APPS.map((app) => app.port);
  assert.equal(new Set(ports).size, ports.length, 'no two apps share a default port');
  for (const app of FRONT_ENDS) {
    const webpackConfig = fs.readFileSync(path.join(ROOT, app.dir, 'webpack.config.js'), 'utf8');
    assert.match(
      webpackConfig,
      new RegExp(`name: '${app.name}'`),
      `${app.dir} is built under the federation name ${app.name}`,
    );
  }
  assert.throws(() => appNamed('ticketing'), /no app named "ticketing"/);
});

nodeTest.test('the runtime config names every remote of the list, at its default port or its own variable', () => {
  const config = appConfigFromEnv({});
  assert.deepEqual(
    Object.keys(config.remotes),
    REMOTES.map((remote) => remote.name),
  );
  for (const remote of REMOTES)
    assert.equal(config.remotes[remote.name], `http://localhost:${remote.port}/mf-manifest.json`);
  assert.equal(config.apiBaseUrl, `http://localhost:${appNamed('api').port}`);
  const moved = appConfigFromEnv({
    ADMIN_PORT: '4004',
    CATALOG_REMOTE_URL: 'https://cdn.example/catalog/v42/mf-manifest.json',
  });
  assert.equal(moved.remotes.admin, 'http://localhost:4004/mf-manifest.json');
  assert.equal(moved.remotes.catalog, 'https://cdn.example/catalog/v42/mf-manifest.json');
  assert.equal(portOf('shell', { SHELL_PORT: '4000' }), 4000);
});

nodeTest.test(
  'docker-compose.yml runs exactly the listed apps (and PostgreSQL), with their ports and variables',
  () => {
    const services = composeServices();
    assert.deepEqual(
      [...services.keys()].filter((name) => name !== 'postgres').sort(),
      APPS.map((app) => app.name).sort(),
    );
    const text = composeText();
    for (const app of APPS) {
      const port = `\${${app.portVar}:-${app.port}}`;
      assert.ok(text.includes(`${app.portVar}: ${port}`), `the public URLs of every service name ${app.portVar}`);
      const published = [`"${port}:${port}"`, `'${port}:${port}'`];
      assert.ok(
        published.some((entry) => services.get(app.name).includes(entry)),
        `${app.name} publishes ${port}`,
      );
    }
    for (const app of FRONT_ENDS) {
      const service = services.get(app.name);
      assert.ok(service.includes(`args: { APP: ${app.dir} }`), `${app.name} is built from ${app.dir}`);
      assert.ok(service.includes(`PORT: \${${app.portVar}:-${app.port}}`), `${app.name} listens on ${app.portVar}`);
      assert.ok(
        services.get('api').includes(`http://\${PUBLIC_HOST:-localhost}:\${${app.portVar}:-${app.port}}`),
        `the API's CORS origins include ${app.name}`,
      );
    }
    for (const remote of REMOTES) {
      assert.ok(
        services.get('shell').includes(`${remote.remoteUrlVar}: \${${remote.remoteUrlVar}:-}`),
        `the shell passes ${remote.remoteUrlVar} on`,
      );
    }
  },
);
