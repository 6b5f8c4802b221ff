import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { book, freshSlot, registerUser } from '../../testing/fixtures.js';
import { startTestApi, type TestApi, type TestResponse } from '../../testing/test-app.js';
import { contractPaths } from '../contract-paths.js';
import { contractFiles } from '../generate.js';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: Json }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = ['get', 'put', 'post', 'delete'] as const;

describe('the API document tells the truth', () => {
  let api: TestApi;
  let document: { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  const tokens = { customer: '', admin: '' };

  before(async () => {
    api = await startTestApi('pglite');
    document = api.app.swagger() as never;
    tokens.customer = (await registerUser(api)).token;
    const admin = await api.post('/api/auth/login', { username: 'admin@reeltime.app', password: 'admin1234' });
    tokens.admin = admin.json().token;
  });
  after(() => api?.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method]! }] : [])),
    );

  /** The answer is one the document lists for the operation: its status, its media type, and for an error the error body. */
  function assertDocumented(method: string, path: string, response: TestResponse): void {
    const operation = document.paths[path]?.[method as (typeof METHODS)[number]];
    assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
    const documented = operation.responses[String(response.status)];
    assert.ok(
      documented,
      `${method.toUpperCase()} ${path} answered ${response.status}, which it does not document (${response.body.slice(0, 200)})`,
    );
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    if (!documented.content) {
      assert.equal(
        response.body,
        '',
        `${method.toUpperCase()} ${path} ${response.status} is documented without a body`,
      );
      return;
    }
    assert.ok(
      Object.keys(documented.content).includes(mediaType),
      `${method.toUpperCase()} ${path} ${response.status} answered ${mediaType}; documented: ${Object.keys(documented.content).join(', ')}`,
    );
    if (response.status >= 400) {
      const body = response.json();
      assert.equal(typeof body.error, 'string', `${method.toUpperCase()} ${path} ${response.status} has an error`);
      assert.equal(typeof body.message, 'string', `${method.toUpperCase()} ${path} ${response.status} has a message`);
    }
  }

  const tokenFor = (path: string) => (path.startsWith('/api/admin') ? tokens.admin : tokens.customer);
  const request = (method: string, path: string, url: string, token?: string, body?: unknown) =>
    api.request(method.toUpperCase() as 'GET', url, {
      token,
      ...(method === 'get' || method === 'delete' ? {} : { body: body ?? {} }),
    });

  test('the committed contract files are what the API schemas make (npm run contract writes them)', async () => {
    const generated = await contractFiles(document);
    for (const file of ['openapi', 'types'] as const) {
      const committed = await readFile(contractPaths[file], 'utf8');
      assert.ok(
        committed === generated[file],
        `${contractPaths[file]} is not current: run npm run contract and commit it`,
      );
    }
  });

  test('every operation has an id, a description, a tag and the error body for each error it documents', () => {
    for (const { path, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      assert.ok(operation.operationId, `${name} has an operationId`);
      assert.ok(operation.description, `${name} has a description`);
      assert.ok(operation.tags?.length, `${name} has a tag`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        assert.deepEqual(Object.keys(answer.content ?? {}), ['application/json'], `${name} ${status} is JSON`);
      }
    }
  });

  test('a path parameter that is not valid is a documented 400 with the error body, on every operation that has one', async () => {
    for (const { path, method, operation } of operations()) {
      if (!operation.parameters?.some((parameter) => parameter.in === 'path')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'file' ? 'not-a-poster.gif' : 'x'));
      const response = await request(method, path, url, tokenFor(path));
      assert.equal(response.status, 400, `${method.toUpperCase()} ${url} answers 400 (${response.body.slice(0, 200)})`);
      assertDocumented(method, path, response);
    }
  });

  test('without a token, an operation that needs one answers a documented error, never a success', async () => {
    for (const { path, method, operation } of operations()) {
      if (!operation.security) continue;
      const url = path.replace(/\{(\w+)\}/g, '1');
      const response = await request(method, path, url);
      assert.ok(response.status >= 400, `${method.toUpperCase()} ${url} without a token answers ${response.status}`);
      assertDocumented(method, path, response);
    }
  });

  test('the files answer with the media types the document lists: posters, the ticket PDF, the calendar invite, mail attachments', async () => {
    const user = await registerUser(api);
    const booking = await book(api, user.token, await freshSlot(api), ['B4']);
    await api.app.drainMailOutbox();
    const [mail] = (await api.get('/api/dev/outbox', { query: { to: user.email } })).json();
    const table: [method: string, path: string, url: string, token?: string][] = [
      ['get', '/movies', '/movies'],
      ['get', '/movies/{id}', '/movies/1'],
      ['get', '/movies/{id}', '/movies/999999'],
      ['get', '/posters/{id}.svg', '/posters/1.svg'],
      ['get', '/posters/{id}.jpg', '/posters/1.jpg'],
      ['get', '/posters/{id}.jpg', '/posters/999999.jpg'],
      ['get', '/api/bookings/{id}/download', `/api/bookings/${booking.id}/download`, user.token],
      ['get', '/api/bookings/{id}/download', `/api/bookings/${booking.id}/download`, tokens.customer],
      ['get', '/api/bookings/{id}/calendar.ics', `/api/bookings/${booking.id}/calendar.ics`, user.token],
      ['get', '/api/dev/outbox/{id}/attachments/{index}', `/api/dev/outbox/${mail.id}/attachments/1`],
      ['get', '/api/dev/outbox/{id}/attachments/{index}', `/api/dev/outbox/${mail.id}/attachments/2`],
      ['get', '/api/dev/outbox/{id}/attachments/{index}', `/api/dev/outbox/${mail.id}/attachments/9`],
      ['post', '/api/bookings/select-seats', '/api/bookings/select-seats', user.token],
    ];
    const seen: string[] = [];
    for (const [method, path, url, token] of table) {
      const response = await request(method, path, url, token);
      assertDocumented(method, path, response);
      seen.push(`${response.status} ${String(response.headers['content-type']).split(';')[0]}`);
    }
    assert.deepEqual(seen, [
      '200 application/json',
      '200 application/json',
      '404 application/json',
      '200 image/svg+xml',
      '200 image/jpeg',
      '404 application/json',
      '200 application/pdf',
      '403 application/json',
      '200 text/calendar',
      '200 application/pdf',
      '200 text/calendar',
      '404 application/json',
      '400 application/json',
    ]);
  });
});
