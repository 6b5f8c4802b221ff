'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { serve } = require('../serve');

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><title>t</title><script defer src="/main.js"></script></head><body></body></html>';

let dist;
const servers = [];

/** A served app whose environment is `env` (read when each page is built, as in production). */
async function start(env) {
  const app = await serve({ dir: dist, port: 0, host: '127.0.0.1', name: 'test', env });
  servers.push(app);
  return `http://127.0.0.1:${app.server.address().port}`;
}

const ENV = {
  SHELL_URL: 'http://shop.test',
  API_BASE_URL: 'http://api.test:8080',
  CATALOG_REMOTE_URL: 'http://catalog.test/mf-manifest.json',
  BOOKING_REMOTE_URL: 'http://booking.test/v2/mf-manifest.json',
  ACCOUNT_REMOTE_URL: 'http://account.test/mf-manifest.json',
  ADMIN_REMOTE_URL: 'http://admin.test/mf-manifest.json',
};

/** The policy as directive → sources. */
const directives = (header) =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

nodeTest.before(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-headers-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
});

nodeTest.after(async () => {
  await Promise.all(servers.map((app) => app.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

nodeTest.test(
  'every page gets a strict CSP: own and remote origins for scripts, a nonce on its inline script, no framing',
  async () => {
    const origin = await start(ENV);
    for (const pathname of ['/', '/movies/3', '/payment', '/no-such-page', '/index.html']) {
      const response = await fetch(`${origin}${pathname}`);
      const html = await response.text();
      const csp = directives(response.headers.get('content-security-policy'));
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
      assert.ok(nonce, `${pathname}: the inline script carries a nonce`);
      assert.deepEqual(csp.get('script-src'), [
        "'self'",
        `'nonce-${nonce}'`,
        'http://catalog.test',
        'http://booking.test',
        'http://account.test',
        'http://admin.test',
      ]);
      assert.deepEqual(csp.get('default-src'), ["'self'"]);
      assert.deepEqual(csp.get('connect-src'), [
        "'self'",
        'http://api.test:8080',
        'http://catalog.test',
        'http://booking.test',
        'http://account.test',
        'http://admin.test',
      ]);
      assert.ok(csp.get('img-src').includes('http://api.test:8080') && csp.get('img-src').includes('data:'));
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.deepEqual(csp.get('base-uri'), ["'none'"]);
      assert.deepEqual(csp.get('form-action'), ["'self'"]);
      assert.deepEqual(csp.get('frame-src'), ['https://www.youtube.com', 'https://www.youtube-nocookie.com']);
      assert.deepEqual(csp.get('report-uri'), ['http://api.test:8080/api/csp-reports']);
      assert.deepEqual(csp.get('report-to'), ['csp-endpoint']);
      assert.equal(response.headers.get('reporting-endpoints'), 'csp-endpoint="http://api.test:8080/api/csp-reports"');
      for (const [name, sources] of csp) {
        assert.ok(!sources.includes("'unsafe-eval'"), `${name} allows no eval`);
        if (name !== 'style-src') assert.ok(!sources.includes("'unsafe-inline'"), `${name} allows no inline code`);
      }
      assert.ok(!/\son[a-z]+=/i.test(html), `${pathname}: no inline event handler (the policy would block it)`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(response.headers.get('cross-origin-opener-policy'), 'same-origin');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('access-control-allow-origin'), null, 'a page is never readable cross-origin');
      assert.equal(response.headers.get('strict-transport-security'), null, 'no HSTS over plain http');
    }
  },
);

nodeTest.test('each response has its own nonce', async () => {
  const origin = await start(ENV);
  const nonces = new Set();
  for (let index = 0; index < 5; index += 1) {
    const csp = (await fetch(`${origin}/movies`)).headers.get('content-security-policy');
    nonces.add(/'nonce-([^']+)'/.exec(csp)[1]);
  }
  assert.equal(nonces.size, 5);
});

nodeTest.test('the camera is allowed only on the staff pages under /admin', async () => {
  const origin = await start(ENV);
  const policy = async (pathname) => (await fetch(`${origin}${pathname}`)).headers.get('permissions-policy');
  assert.match(await policy('/admin/scan'), /(^|, )camera=\(self\)/);
  assert.match(await policy('/admin'), /(^|, )camera=\(self\)/);
  for (const pathname of ['/', '/payment', '/administrator', '/movies/admin'])
    assert.match(await policy(pathname), /(^|, )camera=\(\)/, pathname);
});

nodeTest.test('a remote moved by config is allowed by the policy without rebuilding anything', async () => {
  const env = { ...ENV };
  const origin = await start(env);
  const before = directives((await fetch(`${origin}/`)).headers.get('content-security-policy'));
  assert.ok(!before.get('script-src').includes('https://cdn.example'));
  env.CATALOG_REMOTE_URL = 'https://cdn.example/catalog/2.0.0/mf-manifest.json';
  const after = directives((await fetch(`${origin}/`)).headers.get('content-security-policy'));
  assert.ok(after.get('script-src').includes('https://cdn.example'));
  assert.ok(after.get('connect-src').includes('https://cdn.example'));
  assert.ok(!after.get('script-src').includes('http://catalog.test'), 'the old origin is no longer trusted');
});

nodeTest.test("only the site's own origins may read its files cross-origin; the answer varies by Origin", async () => {
  const origin = await start({ ...ENV, SITE_ORIGINS: 'http://preview.test' });
  const asset = (from) => fetch(`${origin}/mf-manifest.json`, { headers: from ? { origin: from } : {} });
  for (const allowed of ['http://shop.test', 'http://booking.test', 'http://preview.test']) {
    const response = await asset(allowed);
    assert.equal(response.headers.get('access-control-allow-origin'), allowed);
    assert.match(response.headers.get('vary'), /origin/i);
  }
  for (const other of ['https://evil.example', 'null', 'http://shop.test.evil.example']) {
    assert.equal((await asset(other)).headers.get('access-control-allow-origin'), null, other);
  }
  const script = await fetch(`${origin}/main.js`, { headers: { origin: 'https://evil.example' } });
  assert.equal(script.headers.get('access-control-allow-origin'), null);
  assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
  const page = await fetch(`${origin}/`, { headers: { origin: 'http://shop.test' } });
  assert.equal(page.headers.get('access-control-allow-origin'), null, 'never on a page');
});

nodeTest.test('the local default site: the shell on localhost and 127.0.0.1 reads the remotes', async () => {
  const origin = await start({ SHELL_PORT: '3100', CATALOG_PORT: '3101' });
  for (const allowed of ['http://localhost:3100', 'http://127.0.0.1:3100']) {
    const response = await fetch(`${origin}/mf-manifest.json`, { headers: { origin: allowed } });
    assert.equal(response.headers.get('access-control-allow-origin'), allowed);
  }
});

nodeTest.test("HSTS only over https: from a trusted proxy, or when the site's public URL is https", async () => {
  const page = async (origin, headers = {}) =>
    (await fetch(`${origin}/`, { headers })).headers.get('strict-transport-security');
  const untrusting = await start(ENV);
  assert.equal(
    await page(untrusting, { 'x-forwarded-proto': 'https' }),
    null,
    'a forwarded header from anyone is not believed',
  );
  const behindProxy = await start({ ...ENV, TRUST_PROXY: '127.0.0.1' });
  assert.equal(await page(behindProxy), null);
  assert.equal(await page(behindProxy, { 'x-forwarded-proto': 'https' }), 'max-age=31536000; includeSubDomains');
  const oneHop = await start({ ...ENV, TRUST_PROXY: '1' });
  assert.equal(
    await page(oneHop, { 'x-forwarded-proto': 'https' }),
    'max-age=31536000; includeSubDomains',
    'a hop count, as the API takes it',
  );
  const httpsSite = await start({ ...ENV, SHELL_URL: 'https://shop.example' });
  assert.equal(await page(httpsSite), 'max-age=31536000; includeSubDomains');
});
