import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { loadConfig } from '../../config.js';
import { clientAddress, fastifyTrustProxy, isLoopbackPeer, unboundedTrust } from '../client-address.js';

/** An app with TRUST_PROXY set as given, answering with the address limits count and whether it is local. */
async function whoAmI(trustProxy: string, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy) });
  app.get('/', async (request) => ({ address: clientAddress(request), local: isLoopbackPeer(request) }));
  try {
    const response = await app.inject({
      url: '/',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return response.json() as { address: string; local: boolean };
  } finally {
    await app.close();
  }
}

const proxy = '10.0.0.5';
const client = '198.51.100.7';

test('TRUST_PROXY is false by default, a hop count, or proxy addresses/CIDRs; anything else stops the start naming it', () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy, [
    '10.0.0.5',
    '10.1.0.0/16',
    'fd00::/8',
    'loopback',
  ]);
  for (const bad of ['10.0.0.300', 'proxy.example.com', '10.0.0.0/33', '1.5', 'yes']) {
    assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
  }
});

test('TRUST_PROXY=true (every peer) is refused in production, and flagged as unbounded elsewhere', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' }),
    /TRUST_PROXY=true.*TRUST_PROXY=10\.0\.0\.5.*TRUST_PROXY=1/,
  );
  assert.deepEqual(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.5' }).trustProxy, ['10.0.0.5']);
  const development = loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy;
  assert.match(unboundedTrust(development) ?? '', /every peer/);
  assert.match(unboundedTrust(loadConfig({ TRUST_PROXY: '0.0.0.0/0' }).trustProxy) ?? '', /every address/);
  for (const bounded of ['1', '10.0.0.5', '10.0.0.0/8'])
    assert.equal(unboundedTrust(loadConfig({ TRUST_PROXY: bounded }).trustProxy), undefined, bounded);
});

test('behind the documented proxy settings, a client-written X-Forwarded-For entry is never the client address', async () => {
  // The proxy appends the address it saw, so the client's own entries are on the left.
  for (const setting of ['1', proxy, `${proxy}, 10.0.0.6`, '10.0.0.0/24']) {
    for (const spoof of ['203.0.113.1', '127.0.0.1', '203.0.113.1, 192.0.2.9']) {
      assert.deepEqual(
        await whoAmI(setting, proxy, `${spoof}, ${client}`),
        { address: client, local: false },
        `${setting} / ${spoof}`,
      );
    }
  }
  // Two proxies in a row: the list skips every trusted one; a hop count of 2 skips the peer and one entry.
  assert.equal((await whoAmI(`${proxy},10.0.0.6`, proxy, `203.0.113.1, ${client}, 10.0.0.6`)).address, client);
  assert.equal((await whoAmI('2', proxy, `203.0.113.1, ${client}, 10.0.0.6`)).address, client);
});

test('a peer that is not a trusted proxy is counted by its own address, whatever it forwards', async () => {
  assert.equal((await whoAmI(proxy, '198.51.100.8', '203.0.113.1')).address, '198.51.100.8');
  assert.equal((await whoAmI('false', proxy, `203.0.113.1, ${client}`)).address, proxy);
});

test('only the machine itself is local: never a forwarded 127.0.0.1, nor a client a local proxy forwards', async () => {
  assert.equal((await whoAmI('true', '203.0.113.50', '127.0.0.1')).local, false, 'even trusting every peer');
  assert.equal((await whoAmI('loopback', '127.0.0.1', client)).local, false, 'a client behind a proxy on this machine');
  assert.equal((await whoAmI('loopback', '127.0.0.1')).local, true, 'this machine itself');
});
