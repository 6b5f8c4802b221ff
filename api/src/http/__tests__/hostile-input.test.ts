import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { loadConfig } from '../../config.js';
import { startTestApi, type TestApi } from '../../testing/test-app.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { book, freshSlot, registerUser } from '../../testing/fixtures.js';

/** Path values: traversal, NUL, invalid and overlong UTF-8, numbers JavaScript misreads, prototype keys, look-alike digits. */
const HOSTILE_PATH_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AE%C0%AE',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x10',
  '__proto__',
  'constructor',
  '%EF%BC%91',
  '1%E2%80%8B',
  'x'.repeat(4000),
];

const HOSTILE_QUERIES = [
  'query=%ED%A0%80',
  'query=%00',
  'to=%ED%B0%80',
  'limit=1e309',
  'limit=-0',
  'limit=NaN',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  `query=${'%F0%9F%8E%AC'.repeat(500)}`,
  'query=%FF',
  'to=a&to=b',
];

/** Values put in every field a body of this API may have. */
const HOSTILE_VALUES: unknown[] = [
  '\ud800@x.co',
  'a\udc00',
  'nul\u0000byte',
  1e308,
  -0,
  'NaN',
  '1e309',
  2 ** 53 + 1,
  -1,
  1.5,
  [],
  {},
  [[[]]],
  null,
  true,
  'x'.repeat(20_000),
  'ｄｅｍｏ@ｒｅｅｌｔｉｍｅ.ａｐｐ',
  'e\u0301\u0301\u0301',
  '\u202Eevil',
  { __proto__: null, toString: 1 },
];

const FIELDS = [
  'username',
  'password',
  'email',
  'phone',
  'phoneNumber',
  'otp',
  'currentPassword',
  'newPassword',
  'gender',
  'slotId',
  'seatNumbers',
  'totalAmount',
  'cardNumber',
  'cardHolderName',
  'expiryDate',
  'cvv',
  'qr',
  'movieId',
  'query',
];

interface RawBody {
  name: string;
  payload: string | Buffer;
  contentType?: string;
}

const json = (name: string, value: unknown): RawBody => ({
  name,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const HOSTILE_BODIES: RawBody[] = [
  { name: 'arrays nested 5,000 deep', payload: nested(5_000), contentType: 'application/json' },
  {
    name: 'objects nested 2,000 deep',
    payload: '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
    contentType: 'application/json',
  },
  { name: 'arrays nested 100,000 deep', payload: nested(100_000), contentType: 'application/json' },
  {
    name: 'nesting inside a field',
    payload: `{"seatNumbers":${nested(5_000)},"slotId":1}`,
    contentType: 'application/json',
  },
  {
    name: 'lone surrogate as login name (escaped)',
    payload: '{"username":"\\ud800@x.co","password":"x","email":"\\ud800@x.co"}',
    contentType: 'application/json',
  },
  { name: 'lone surrogate in a field name', payload: '{"\\udfff":1}', contentType: 'application/json' },
  {
    name: 'NUL escaped',
    payload: '{"username":"a\\u0000b","email":"a\\u0000@x.co","qr":"\\u0000"}',
    contentType: 'application/json',
  },
  { name: '1e309', payload: '{"slotId":1e309,"totalAmount":1e309,"movieId":1e309}', contentType: 'application/json' },
  { name: '-0', payload: '{"slotId":-0,"totalAmount":-0}', contentType: 'application/json' },
  { name: '__proto__', payload: '{"__proto__":{"admin":true},"username":"a"}', contentType: 'application/json' },
  {
    name: 'constructor.prototype',
    payload: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
  },
  {
    name: 'invalid UTF-8 bytes',
    payload: Buffer.from([
      0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d,
    ]),
    contentType: 'application/json',
  },
  { name: 'not JSON', payload: '{"a":', contentType: 'application/json' },
  { name: 'empty JSON', payload: '', contentType: 'application/json' },
  { name: 'whitespace JSON', payload: '   \n ', contentType: 'application/json' },
  { name: 'no content type', payload: '' },
  { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { name: 'form', payload: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { name: 'xml', payload: '<a/>', contentType: 'application/xml' },
  {
    name: 'JSON as UTF-16',
    payload: Buffer.from('{"a":1}', 'utf16le'),
    contentType: 'application/json; charset=utf-16',
  },
  {
    name: 'over the body limit',
    payload: JSON.stringify({ username: 'x'.repeat(40_000) }),
    contentType: 'application/json',
  },
  ...['null', '"text"', '123', 'true', '[]', '[{}]', '{}'].map((payload) => ({
    name: `JSON ${payload}`,
    payload,
    contentType: 'application/json',
  })),
  ...HOSTILE_VALUES.map((value, index) =>
    json(`every field = hostile value #${index}`, Object.fromEntries(FIELDS.map((field) => [field, value]))),
  ),
  ...HOSTILE_VALUES.map((value, index) => json(`array of hostile value #${index}`, [value])),
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer \u00ff\u00fe' },
  { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'idempotency-key': 'k'.repeat(10_000) },
  { 'idempotency-key': '\u00e9\u00ff' },
  { 'x-request-id': '../../../etc/passwd' },
  { 'accept-encoding': 'br;q=NaN, gzip;q=1e309, *;q=-0' },
  { 'if-none-match': `"${'x'.repeat(10_000)}"` },
  { 'x-forwarded-for': '\u00ff, 999.999.999.999' },
  { 'x-long': 'a'.repeat(60_000) },
];

interface Outcome {
  request: string;
  status: number;
  body: string;
  contentType: string | undefined;
}

/** A route answer that breaks the rules: a 5xx, or a 4xx without the JSON `{ error, message }` body. */
function violation({ request, status, body, contentType }: Outcome, method: string): string | undefined {
  if (status >= 500) return `${request} → ${status} ${body.slice(0, 200)}`;
  if (status < 400 || method === 'HEAD') return undefined;
  if (!contentType?.startsWith('application/json')) return `${request} → ${status} with content-type ${contentType}`;
  const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
  if (typeof parsed.error !== 'string' || typeof parsed.message !== 'string' || parsed.message === '') {
    return `${request} → ${status} without { error, message }: ${body.slice(0, 200)}`;
  }
  return undefined;
}

for (const kind of testDatabaseKinds()) {
  describe(`hostile input to every route [${kind}]`, () => {
    let api: TestApi;
    const logLines: string[] = [];
    const valid: Record<string, string> = {};
    let customer = '';
    let staff = '';

    before(async () => {
      api = await startTestApi(
        kind,
        {
          rateLimits: { ...loadConfig({}).rateLimits, global: { max: 0, windowMs: 60_000 } },
        },
        {
          logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
        },
      );
      const slotId = await freshSlot(api);
      const user = await registerUser(api);
      customer = user.token;
      const booking = await book(api, user.token, slotId, ['B2']);
      const login = await api.post('/api/auth/login', { username: 'staff@reeltime.app', password: 'staff1234' });
      assert.equal(login.status, 200, login.body);
      staff = login.json().token;
      Object.assign(valid, { id: String(booking.id), slotId: String(slotId), movieId: '1', index: '1' });
    });
    after(async () => {
      await api?.close();
    });

    /** The route's path with its parameters (and wildcard) replaced. */
    const pathOf = (url: string, value: (name: string) => string) =>
      url
        .replace(/:(\w+)/g, (_match, name: string) => value(name))
        .replace(/^\*$/, '/*')
        .replace('*', value('*'));

    async function send(
      method: string,
      url: string,
      options: { body?: RawBody; token?: string; headers?: Record<string, string> },
    ): Promise<Outcome> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body?.contentType) headers['content-type'] = options.body.contentType;
      const response = await api.app.inject({
        method: method as InjectOptions['method'],
        url,
        headers,
        ...(options.body ? { payload: options.body.payload } : {}),
      });
      return {
        request: `${method} ${url.slice(0, 120)}${options.body ? ` [${options.body.name}]` : ''}${options.token ? ' (signed in)' : ''}`,
        status: response.statusCode,
        body: response.body,
        contentType: response.headers['content-type'] as string | undefined,
      };
    }

    test('no request of the corpus answers 5xx, every 4xx is { error, message }, and nothing is logged as an error', async () => {
      const routes = api.routes.filter((route) => !route.url.startsWith('/docs'));
      assert.ok(routes.length >= 30, `${routes.length} routes found`);
      const problems: string[] = [];
      let sent = 0;
      const check = (outcome: Outcome, method: string) => {
        sent++;
        const problem = violation(outcome, method);
        if (problem) problems.push(problem);
      };
      // Once also the /docs routes, each with a hostile path.
      for (const route of api.routes.filter((candidate) => candidate.url.startsWith('/docs'))) {
        check(
          await send(
            route.method,
            pathOf(route.url, () => '..%2F..%2Fpackage.json'),
            {},
          ),
          route.method,
        );
      }
      for (const { method, url } of routes) {
        // A live seat stream with a real show never ends by itself: only its refusals are sent here.
        const streams = url.endsWith('/events');
        const hasParams = /[:*]/.test(url);
        const validPath = pathOf(url, (name) => valid[name] ?? '1');
        // Staff tokens only where they open more code: the staff routes.
        const tokens = url.startsWith('/api/admin') ? [undefined, staff, customer] : [undefined, customer];
        for (const token of tokens) {
          for (const value of HOSTILE_PATH_VALUES) {
            if (!hasParams) break;
            check(
              await send(
                method,
                pathOf(url, () => value),
                { token },
              ),
              method,
            );
          }
          // A HEAD route runs its GET route's code: paths are enough.
          if (streams || method === 'HEAD') continue;
          for (const query of HOSTILE_QUERIES) check(await send(method, `${validPath}?${query}`, { token }), method);
          if (token === undefined)
            for (const headers of HOSTILE_HEADERS) check(await send(method, validPath, { token, headers }), method);
          if (method === 'GET') continue;
          for (const body of HOSTILE_BODIES) check(await send(method, validPath, { token, body }), method);
        }
        // A hostile request may have deleted or signed out the customer: the next route gets a fresh one.
        if (method === 'DELETE' || method === 'PUT') customer = (await registerUser(api)).token;
      }
      const errorLines = logLines.filter(
        (line) => (JSON.parse(line) as { level: number }).level >= 50 || line.includes('"stack"'),
      );
      console.log(
        `${sent} hostile requests to ${routes.length} routes: ${problems.length} broke the rules, ${errorLines.length} error log lines`,
      );
      assert.deepEqual(problems, []);
      assert.deepEqual(
        errorLines.map((line) => line.slice(0, 400)),
        [],
      );
    });
  });
}
