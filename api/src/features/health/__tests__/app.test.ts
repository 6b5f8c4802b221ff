import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';

describeEachDatabase('app basics', (api) => {
  test('GET /health answers ok', async () => {
    const response = await api().get('/health');
    assert.equal(response.status, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  test('unknown routes are JSON 404s', async () => {
    const response = await api().get('/nope');
    assert.equal(response.status, 404);
    assert.equal(response.json().error, 'Not Found');
    assert.equal(typeof response.json().message, 'string');
  });

  test('GET /docs serves the OpenAPI UI and /docs/json describes the routes', async () => {
    const ui = await api().get('/docs/');
    assert.equal(ui.status, 200);
    assert.match(ui.body, /swagger/i);
    const spec = (await api().get('/docs/json')).json();
    assert.ok(spec.paths['/movies/{id}']);
    assert.ok(
      spec.paths['/movies/search'].get.parameters.some((parameter: { name: string }) => parameter.name === 'limit'),
    );
  });

  test('/docs works over plain http from any host name: its CSP does not upgrade asset requests to https', async () => {
    for (const url of ['/docs/', '/docs/static/swagger-ui.css']) {
      const response = await api().get(url, { headers: { host: '192.168.1.20:8080' } });
      assert.equal(response.status, 200, url);
      assert.doesNotMatch(String(response.headers['content-security-policy']), /upgrade-insecure-requests/, url);
    }
  });

  test('CORS allows the site origins only and exposes Content-Disposition', async () => {
    const allowed = await api().request('OPTIONS', '/movies', {
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    const simple = await api().get('/movies', { headers: { origin: 'http://localhost:3000' } });
    assert.match(String(simple.headers['access-control-expose-headers']), /Content-Disposition/);
    const denied = await api().get('/movies', { headers: { origin: 'http://evil.example' } });
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });

  test('oversized and malformed bodies are rejected as JSON errors without internals', async () => {
    const huge = await api().post('/api/auth/login', { username: 'x'.repeat(20_000), password: 'secret' });
    assert.equal(huge.status, 413);
    assert.deepEqual(Object.keys(huge.json()).sort(), ['error', 'message', 'requestId']);
    const malformed = await api().post('/api/auth/login', '{"username":', {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.json(), {
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
      requestId: malformed.headers['x-request-id'],
    });
    assert.ok(!malformed.body.includes('at '), 'no stack trace');
    const notJson = await api().post('/api/auth/login', 'username=a&password=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(notJson.status, 415);
    assert.deepEqual(notJson.json(), {
      error: 'Unsupported Media Type',
      message: 'Please send the request body as JSON (Content-Type: application/json).',
      requestId: notJson.headers['x-request-id'],
    });
  });

  test('text with a NUL character, in a body or a query string, is a 400 naming the field', async () => {
    const body = await api().post('/api/auth/initiate-login', { email: 'a\u0000@example.com' });
    assert.equal(body.status, 400);
    assert.deepEqual(body.json(), {
      error: 'Bad Request',
      message: 'email contains a character that is not allowed',
      requestId: body.headers['x-request-id'],
    });
    const query = await api().get('/movies/search?query=%00');
    assert.equal(query.status, 400);
    assert.match(query.json().message, /query/);
  });

  test('responses carry helmet headers and a request id', async () => {
    const response = await api().get('/health');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['x-request-id']);
  });
});
