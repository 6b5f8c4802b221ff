import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { testConfig } from '../../../testing/test-app.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

const PAGE = 'http://localhost:3000/payment?token=secret-token#card';

const legacyReport = {
  'csp-report': {
    'document-uri': PAGE,
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/steal.js?session=abc',
    'source-file': 'http://localhost:3000/main.js?v=1',
    'line-number': 12,
    disposition: 'enforce',
  },
};

const reportingApiReports = [
  {
    type: 'csp-violation',
    url: PAGE,
    age: 10,
    body: {
      documentURL: PAGE,
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      disposition: 'enforce',
      lineNumber: 1,
    },
  },
  { type: 'deprecation', url: PAGE, body: { id: 'x' } },
];

for (const kind of testDatabaseKinds()) {
  describe(`POST /api/csp-reports [${kind}]`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const lines: Array<Record<string, unknown>> = [];

    before(async () => {
      database = await createTestDatabase(kind);
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      app = await buildApp({
        config: { ...testConfig, cspReports: { bodyLimitBytes: 2048, addressLimit: { max: 3, windowMs: 60_000 } } },
        database: database.target,
        logger: { level: 'warn', stream },
      });
    });

    after(async () => {
      await app?.close();
      await database?.drop();
    });

    const post = (contentType: string, payload: string, remoteAddress = '198.51.100.1') =>
      app.inject({
        method: 'POST',
        url: '/api/csp-reports',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress,
      });
    const violations = () => lines.filter((line) => line.msg === 'Content-Security-Policy violation');

    test('a report-uri report (application/csp-report) is answered 204 and logged at warn without query strings', async () => {
      lines.length = 0;
      const response = await post('application/csp-report', JSON.stringify(legacyReport), '198.51.100.1');
      assert.equal(response.statusCode, 204);
      const [logged] = violations();
      assert.equal(logged.level, 40);
      assert.deepEqual(logged.cspViolation, {
        directive: 'script-src-elem',
        blockedUri: 'https://evil.example/steal.js',
        page: 'http://localhost:3000/payment',
        source: 'http://localhost:3000/main.js',
        line: 12,
        disposition: 'enforce',
      });
      const everything = JSON.stringify(lines);
      assert.ok(
        !everything.includes('secret-token') && !everything.includes('session=abc'),
        'no query string reaches the log',
      );
    });

    test('a Reporting API batch (application/reports+json) logs its CSP violations only', async () => {
      lines.length = 0;
      const response = await post('application/reports+json', JSON.stringify(reportingApiReports), '198.51.100.2');
      assert.equal(response.statusCode, 204);
      assert.deepEqual(
        violations().map((line) => line.cspViolation),
        [
          {
            directive: 'script-src-elem',
            blockedUri: 'inline',
            page: 'http://localhost:3000/payment',
            line: 1,
            disposition: 'enforce',
          },
        ],
      );
    });

    test('a body that is not a report is a 400 naming the body', async () => {
      for (const payload of ['{not json', JSON.stringify({ hello: 'world' })]) {
        const response = await post('application/csp-report', payload, '198.51.100.3');
        assert.equal(response.statusCode, 400);
        assert.match(response.json().message, /body/);
        assert.equal(response.json().error, 'Bad Request');
      }
    });

    test('a report larger than the limit is refused with 413', async () => {
      const big = { 'csp-report': { ...legacyReport['csp-report'], 'script-sample': 'x'.repeat(4096) } };
      const response = await post('application/csp-report', JSON.stringify(big), '198.51.100.4');
      assert.equal(response.statusCode, 413);
      assert.ok(response.json().message);
    });

    test('one address is limited; another still reports', async () => {
      const statuses = [];
      for (let index = 0; index < 4; index += 1)
        statuses.push((await post('application/csp-report', JSON.stringify(legacyReport), '203.0.113.9')).statusCode);
      assert.deepEqual(statuses, [204, 204, 204, 429]);
      assert.equal(
        (await post('application/csp-report', JSON.stringify(legacyReport), '203.0.113.10')).statusCode,
        204,
      );
    });

    test('the endpoint is in the OpenAPI document', async () => {
      const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
      assert.ok(spec.paths['/api/csp-reports']?.post, 'documented');
    });
  });
}
