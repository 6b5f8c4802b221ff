/**
 * The site as its documented deployment serves it, for benchmarks: one https origin speaking HTTP/2 (as the
 * cluster's ingress and a CDN do), routing as `deploy/k8s/base/ingress.yaml` does — `/remotes/<name>/…` to each
 * remote's server, `/_api/…` to the API (prefix removed), everything else to the shell's server. The servers behind
 * it are the ones `npm start` runs; the front only terminates TLS and forwards, streaming both ways.
 *
 * Its certificate is a throwaway self-signed one for `localhost` (made with `openssl` into a temporary folder):
 * the benchmark's browser is told to accept it, and the site's own servers trust it through `NODE_EXTRA_CA_CERTS`
 * (the shell's server reads the remotes' manifests through the front, as in the cluster).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export type FrontProtocol = 'h2' | 'http/1.1';

/** Where the front forwards: the origins of the servers `npm start` runs. */
export interface Upstreams {
  shell: string;
  api: string;
  remotes: Record<string, string>;
}

export interface IngressFront {
  /** The site's public origin through the front, e.g. `https://localhost:41234`. */
  url: string;
  /** The certificate file the site's servers must trust (`NODE_EXTRA_CA_CERTS`). */
  certFile: string;
  /** The environment that makes the site's servers describe themselves as served by this front. */
  siteEnv(remotes: readonly { name: string; remoteUrlVar?: string }[]): Record<string, string>;
  /** Sets where requests go (the site starts after the front, on ports of its own). */
  route(upstreams: Upstreams): void;
  close(): Promise<void>;
}

/** Headers HTTP/2 forbids or that describe one hop only. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'http2-settings',
]);

function selfSignedCertificate(): { dir: string; keyFile: string; certFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-front-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { dir, keyFile, certFile };
}

/** The upstream URL for a request path, as the ingress routes it; null before `route()`. */
export function upstreamFor(pathAndQuery: string, upstreams: Upstreams | null): URL | null {
  if (!upstreams) return null;
  const api = /^\/_api(\/.*)?$/.exec(pathAndQuery.split('?')[0]!);
  if (api) return new URL(pathAndQuery.slice('/_api'.length) || '/', upstreams.api);
  const remote = /^\/remotes\/([a-z]+)(\/.*)?$/.exec(pathAndQuery);
  if (remote && upstreams.remotes[remote[1]!])
    return new URL(pathAndQuery.slice(`/remotes/${remote[1]}`.length) || '/', upstreams.remotes[remote[1]!]);
  return new URL(pathAndQuery, upstreams.shell);
}

/** Starts the front on a free port of localhost. */
export async function startIngressFront(protocol: FrontProtocol = 'h2'): Promise<IngressFront> {
  const certificate = selfSignedCertificate();
  const tls = { key: fs.readFileSync(certificate.keyFile), cert: fs.readFileSync(certificate.certFile) };
  let upstreams: Upstreams | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const forward = (request: http.IncomingMessage | http2.Http2ServerRequest, response: ServerResponse) => {
    const target = upstreamFor(request.url ?? '/', upstreams);
    if (!target) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('The site behind the front is not up yet.');
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    const authority = (request.headers[':authority'] ?? request.headers.host) as string | undefined;
    headers['x-forwarded-proto'] = 'https';
    if (authority) headers['x-forwarded-host'] = authority;
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request(target, { method: request.method, headers, agent }, (answer) => {
      const answerHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_HEADERS.has(name) && value !== undefined) answerHeaders[name] = value;
      }
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      // Event streams flow as they come: nothing is buffered here.
      answer.pipe(response as NodeJS.WritableStream);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end();
    });
    response.on('close', () => upstream.destroy());
    (request as NodeJS.ReadableStream).pipe(upstream);
  };

  const server =
    protocol === 'h2'
      ? http2.createSecureServer({ ...tls, allowHTTP1: true }, forward)
      : https.createServer({ ...tls, ALPNProtocols: ['http/1.1'] }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://localhost:${(server.address() as AddressInfo).port}`;
  const sessions = new Set<{ destroy(): void }>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket: { destroy(): void; on(event: 'close', listener: () => void): void }) => {
    sessions.add(socket);
    socket.on('close', () => sessions.delete(socket));
  });

  return {
    url,
    certFile: certificate.certFile,
    siteEnv: (remotes) => ({
      SHELL_URL: url,
      API_PATH: '/_api',
      NODE_EXTRA_CA_CERTS: certificate.certFile,
      ...Object.fromEntries(
        remotes.map((remote) => [remote.remoteUrlVar!, `${url}/remotes/${remote.name}/mf-manifest.json`]),
      ),
    }),
    route: (next) => {
      upstreams = next;
    },
    close: async () => {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      fs.rmSync(certificate.dir, { recursive: true, force: true });
    },
  };
}

type ServerResponse = http.ServerResponse | http2.Http2ServerResponse;
