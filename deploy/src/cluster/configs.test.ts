import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkHaproxyConfig, HAPROXY_CFG, HAPROXY_KUBERNETES_SERVERS, staticServersFile } from '../harness/haproxy.js';
import { PGBOUNCER_INI, withSettings } from '../harness/pgbouncer.js';

test('haproxy -c accepts haproxy.cfg with the Kubernetes servers file and with a static list of servers', async () => {
  assert.match(
    await checkHaproxyConfig([HAPROXY_CFG, HAPROXY_KUBERNETES_SERVERS], {
      API_SERVICE_HOST: 'reeltime-api-headless.reeltime.svc.cluster.local',
    }),
    /Configuration file is valid/,
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'reeltime-haproxy-check-'));
  try {
    const servers = path.join(dir, 'servers.cfg');
    await writeFile(
      servers,
      staticServersFile(
        [
          { name: 'api1', port: 3101 },
          { name: 'api2', port: 3102 },
        ],
        '10.0.0.5',
      ),
    );
    assert.match(await checkHaproxyConfig([HAPROXY_CFG, servers]), /Configuration file is valid/);
    // A servers file that names no backend is refused by HAProxy itself, so the check above is not vacuous.
    await writeFile(servers, '    server api1 10.0.0.5:3101\n');
    await assert.rejects(checkHaproxyConfig([HAPROXY_CFG, servers]), /out of section/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('pgbouncer.ini pools per transaction, keeps no password, and the harness changes only addresses and files', async () => {
  const ini = await readFile(PGBOUNCER_INI, 'utf8');
  const setting = (text: string, key: string) => new RegExp(`^${key} = (.*)$`, 'm').exec(text)?.[1];
  assert.equal(setting(ini, 'pool_mode'), 'transaction');
  assert.equal(setting(ini, 'auth_type'), 'scram-sha-256');
  assert.doesNotMatch(ini, /password\s*=/i);
  const written = withSettings(
    ini,
    { listen_port: '7000', pidfile: '/tmp/p.pid' },
    { shop: 'host=db port=5433 dbname=shop' },
  );
  assert.equal(setting(written, 'listen_port'), '7000');
  assert.equal(setting(written, 'pidfile'), '/tmp/p.pid');
  assert.equal(setting(written, 'pool_mode'), 'transaction');
  assert.equal(setting(written, 'shop'), 'host=db port=5433 dbname=shop');
  assert.equal(setting(written, 'reeltime'), undefined, 'the example database entry is replaced');
});
