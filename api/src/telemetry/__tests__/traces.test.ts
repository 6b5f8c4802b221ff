import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { spawnServer, type ServerProcess } from '../../testing/spawn-server.js';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

/** A local OTLP/HTTP receiver (JSON): keeps every span posted to /v1/traces. */
function otlpReceiver(): { server: Server; spans: ReceivedSpan[] } {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.method === 'POST') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
          }[];
        };
        for (const resource of payload.resourceSpans) {
          for (const scope of resource.scopeSpans) {
            for (const span of scope.spans) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              );
              spans.push({ ...span, attributes });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans };
}

async function until<T>(what: string, find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('traces and request ids (OTLP endpoint set)', () => {
  const receiver = otlpReceiver();
  let server: ServerProcess;
  let dataDir: string;
  const logLines: Record<string, unknown>[] = [];

  before(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    dataDir = await mkdtemp(path.join(tmpdir(), 'reeltime-traces-'));
    server = await spawnServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    let pending = '';
    server.child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('{')) logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
  });

  after(async () => {
    await server?.stop();
    await new Promise((resolve) => receiver.server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exports a span per request, named by its route, with its database queries as children; the error body, header and log line share the request id', async () => {
    const response = await fetch(`${server.url}/movies/424242`);
    assert.equal(response.status, 404);
    const requestId = response.headers.get('x-request-id');
    assert.match(requestId ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(await response.json(), { error: 'Not Found', message: 'Movie not found', requestId });

    const handled = await until('the request span', () =>
      receiver.spans.find((span) => span.attributes['reeltime.request_id'] === requestId),
    );
    assert.equal(handled.name, 'GET /movies/:id');
    assert.equal(handled.attributes['http.route'], '/movies/:id');
    const query = await until('a database span under it', () =>
      receiver.spans.find((span) => {
        if (span.traceId !== handled.traceId || (!span.attributes['db.system.name'] && !span.attributes['db.system']))
          return false;
        // A child of the request span, or of a span under it (the pool's connect).
        for (
          let parent = span.parentSpanId;
          parent;
          parent = receiver.spans.find((other) => other.spanId === parent)?.parentSpanId
        ) {
          if (parent === handled.spanId) return true;
        }
        return false;
      }),
    );
    assert.match(String(query.attributes['db.query.text'] ?? query.attributes['db.statement']), /movies/i);

    const line = await until("the request's log line", () => logLines.find((entry) => entry.reqId === requestId));
    assert.equal(line.traceId, handled.traceId);
  });

  it('keeps a well-formed X-Request-Id from the caller, and replaces one that is not', async () => {
    const kept = await fetch(`${server.url}/movies/424243`, { headers: { 'x-request-id': 'edge-7f3a.42_b' } });
    assert.equal(kept.headers.get('x-request-id'), 'edge-7f3a.42_b');
    assert.equal(((await kept.json()) as { requestId: string }).requestId, 'edge-7f3a.42_b');
    for (const bad of ['has spaces in it', 'x'.repeat(65), 'quote"d']) {
      const replaced = await fetch(`${server.url}/movies/424244`, { headers: { 'x-request-id': bad } });
      const id = replaced.headers.get('x-request-id');
      assert.match(id ?? '', /^[0-9a-f-]{36}$/, bad);
      assert.equal(((await replaced.json()) as { requestId: string }).requestId, id);
    }
  });
});
