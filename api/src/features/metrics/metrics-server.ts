import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` on a port of its own, so it is never reachable where the site forwards the API (only what can
 * reach that port, e.g. Prometheus inside the cluster, reads it). With a token, a request must also carry
 * `Authorization: Bearer <token>`.
 */
export async function serveMetrics(
  registry: Registry,
  options: { host: string; port: number; token?: string },
): Promise<MetricsServer> {
  const expected = options.token === undefined ? undefined : digest(`Bearer ${options.token}`);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: metrics are at /metrics\n');
      return;
    }
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      response
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('A valid bearer token is required\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      () =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port, family } = server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? 'localhost' : family === 'IPv6' ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
