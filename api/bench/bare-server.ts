/**
 * The ceiling the API is measured against: a bare `node:http` server answering each path with fixed
 * bytes, as cheaply as Node can. Started by run.ts as its own process:
 *   node bare-server.ts <path>=<file> …   → prints "BARE listening on http://127.0.0.1:<port>"
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const bodies = new Map<string, Buffer>(
  process.argv.slice(2).map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), readFileSync(pair.slice(at + 1))];
  }),
);

const server = http.createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`BARE listening on http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
