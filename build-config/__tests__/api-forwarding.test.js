'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { serve } = require('../serve');
const { closeWithin, shutdownGraceMs } = require('../graceful-stop');
const { HOST_PAGES } = require('./repository-pages');

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body></body></html>';
const SITE = 'http://shop.test';

let dist;
let api;
let apiOrigin;
/** Set by the test: sends the second event of the open stream. */
let sendSecondEvent = () => undefined;

/** An API that echoes what reached it, and streams two events on `/events` (the second when the test says). */
function startApi() {
  const server = http.createServer((request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('data: one\n\n');
      sendSecondEvent = () => response.end('data: two\n\n');
      return;
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          body: Buffer.concat(chunks).toString(),
          contentType: request.headers['content-type'] ?? null,
          forwardedFor: request.headers['x-forwarded-for'] ?? null,
          authorization: request.headers.authorization ?? null,
          padding: 'x'.repeat(4000),
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

nodeTest.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-forwarding-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'chunk.js'), 'console.log(1);');
  api = await startApi();
  apiOrigin = `http://127.0.0.1:${api.address().port}`;
});

nodeTest.after(async () => {
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

async function site(extraEnv) {
  const env = {
    API_BASE_URL: apiOrigin,
    SHELL_URL: SITE,
    CATALOG_PORT: '1',
    BOOKING_PORT: '2',
    ACCOUNT_PORT: '3',
    ADMIN_PORT: '4',
    ...extraEnv,
  };
  const app = await serve({ dir: dist, port: 0, host: '127.0.0.1', name: 'test', env });
  return { app, origin: `http://127.0.0.1:${app.server.address().port}` };
}

const connectSources = (response) =>
  /connect-src ([^;]+)/.exec(response.headers.get('content-security-policy'))[1].split(' ');

nodeTest.describe('the API under the site origin (API_PATH)', () => {
  let app;
  let origin;
  nodeTest.before(async () => {
    ({ app, origin } = await site({ API_PATH: '/_api' }));
  });
  nodeTest.after(() => app.close());

  nodeTest.test('the runtime config and the page CSP point at the site origin, not the API host', async () => {
    const config = await (await fetch(`${origin}/app-config.json`)).json();
    assert.equal(config.apiBaseUrl, `${SITE}/_api`);
    const page = await fetch(`${origin}/movies/1`);
    assert.equal(page.status, 200);
    await page.text();
    const sources = connectSources(page);
    assert.ok(sources.includes(SITE) || sources.includes("'self'"), sources.join(' '));
    assert.ok(!sources.includes(apiOrigin), `connect-src names no other origin for the API: ${sources.join(' ')}`);
  });

  nodeTest.test(
    'calls are forwarded with their path, query, method, body and headers; the client address goes along',
    async () => {
      const read = await fetch(`${origin}/_api/movies/1?city=Mumbai`, { headers: { authorization: 'Bearer abc' } });
      assert.equal(read.status, 200);
      const seen = await read.json();
      assert.deepEqual([seen.method, seen.url, seen.authorization], ['GET', '/movies/1?city=Mumbai', 'Bearer abc']);
      assert.match(seen.forwardedFor, /127\.0\.0\.1$/);

      const upload = await fetch(`${origin}/_api/api/bookings/select-seats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: '{"slotId":1,  "seatNumbers":["A1"]}',
      });
      const posted = await upload.json();
      assert.equal(posted.url, '/api/bookings/select-seats');
      assert.equal(posted.body, '{"slotId":1,  "seatNumbers":["A1"]}', 'the body reaches the API byte for byte');
      assert.equal(posted.forwardedFor, '203.0.113.7, 127.0.0.1', 'this server appends the peer it sees');

      const report = await fetch(`${origin}/_api/api/csp-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: '[{"type":"csp-violation"}]',
      });
      assert.deepEqual([(await report.json()).contentType, report.status], ['application/reports+json', 200]);
    },
  );

  nodeTest.test('server-sent events pass through as they are sent, never compressed', async () => {
    const stream = await fetch(`${origin}/_api/events`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(stream.headers.get('content-type'), 'text/event-stream');
    assert.equal(stream.headers.get('content-encoding'), null);
    const reader = stream.body.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('the first event was held back')), 2_000)),
    ]);
    assert.equal(
      Buffer.from(first.value).toString(),
      'data: one\n\n',
      'the first event arrives while the stream is still open',
    );
    sendSecondEvent();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += Buffer.from(chunk.value).toString();
    assert.equal(rest, 'data: two\n\n');
  });

  nodeTest.test('pages and files are served as before: static files keep their cross-origin rule', async () => {
    const file = await fetch(`${origin}/chunk.js`, { headers: { origin: 'http://localhost:1' } });
    assert.equal(file.status, 200);
    await file.text();
    assert.equal(file.headers.get('access-control-allow-origin'), 'http://localhost:1');
    const stranger = await fetch(`${origin}/chunk.js`, { headers: { origin: 'https://evil.example' } });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
    await stranger.text();
  });
});

nodeTest.test(
  'a stopping server lets its open event streams go after the grace period, so browsers reconnect elsewhere',
  async () => {
    const { app, origin } = await site({ API_PATH: '/_api' });
    const stream = await fetch(`${origin}/_api/events`);
    const reader = stream.body.getReader();
    assert.equal(Buffer.from((await reader.read()).value).toString(), 'data: one\n\n');
    const started = Date.now();
    await closeWithin(app, 200);
    const stoppedMs = Date.now() - started;
    assert.ok(stoppedMs < 5_000, `stopped ${stoppedMs} ms after being told to, not when the stream ended`);
    const end = await reader.read().then(
      (chunk) => (chunk.done ? 'ended' : 'more data'),
      () => 'ended',
    );
    assert.equal(end, 'ended', 'the browser sees its stream end and reconnects');
    sendSecondEvent();
    assert.equal(shutdownGraceMs({}), 10_000);
    assert.equal(shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '2' }), 2_000);
    assert.throws(() => shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: 'soon' }), /SHUTDOWN_GRACE_SECONDS/);
  },
);

nodeTest.test('without API_PATH the front ends call the API on its own origin and nothing is forwarded', async () => {
  const { app, origin } = await site({});
  try {
    assert.equal((await (await fetch(`${origin}/app-config.json`)).json()).apiBaseUrl, apiOrigin);
    assert.ok(connectSources(await fetch(`${origin}/`)).includes(apiOrigin));
    // The path is just a page address (a remote serves its index page for every one): the API never sees it.
    const notForwarded = await fetch(`${origin}/_api/movies/1`);
    assert.match(notForwarded.headers.get('content-type'), /text\/html/);
    assert.match(await notForwarded.text(), /^<!doctype html>.*<title>t<\/title>/s);
  } finally {
    await app.close();
  }
});

nodeTest.test('an API_PATH that is a page of the site, or not a plain path, is refused at start-up', async () => {
  for (const API_PATH of ['/', '/_api/../movies', 'api', '/a b']) {
    await assert.rejects(site({ API_PATH }), /API_PATH/, API_PATH);
  }
  // The shell's server knows the site's pages before any manifest from what its build hands it.
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-shell-'));
  fs.writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(shellDist, 'startup-assets.json'),
    JSON.stringify({ role: 'host', scripts: [], styles: [], ...HOST_PAGES }),
  );
  try {
    for (const API_PATH of ['/movies', '/admin', '/help', '/movies/7']) {
      await assert.rejects(
        serve({ dir: shellDist, port: 0, host: '127.0.0.1', env: { API_PATH } }),
        /API_PATH=.* is a page of the site/,
        API_PATH,
      );
    }
  } finally {
    fs.rmSync(shellDist, { recursive: true, force: true });
  }
});
