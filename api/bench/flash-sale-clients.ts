/**
 * The flash sale's clients: each customer and viewer is its own loopback address (Linux routes all of 127.0.0.0/8
 * to loopback), so the API's per-address limits apply to each as they would to people on their own connections.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The n-th client's address: 127.10.0.1, 127.10.0.2, … (never a .0 or .255 host part). */
export function clientAddress(index: number): string {
  const host = index % 250;
  const middle = Math.floor(index / 250);
  return `127.${10 + Math.floor(middle / 250)}.${middle % 250}.${host + 1}`;
}

/** Where a client sends a request: the base URL of the API process (or load balancer) for it. */
export type Route = (path: string, body: unknown) => string;

/** Client `index`'s own process, round-robin over the API processes the bench started. */
export function baseUrlFor(processUrls: string[], index: number): string {
  return processUrls[index % processUrls.length];
}

/** Every request to one process. */
export function toProcess(url: string): Route {
  return () => url;
}

/** The show whose seats a request reads, holds, pays for or releases; undefined for any other (live streams too). */
export function seatsShowOf(path: string, body: unknown): number | undefined {
  const [route, query = ''] = path.split('?');
  const map = /^\/api\/seats\/slot\/(\d+)$/.exec(route);
  if (map) return Number(map[1]);
  if (route === '/api/bookings/select-seats' || route === '/api/bookings/payment')
    return (body as { slotId?: number } | undefined)?.slotId;
  if (route === '/api/bookings/hold') return Number(new URLSearchParams(query).get('slotId')) || undefined;
  return undefined;
}

/**
 * The load balancer's rule (deploy/haproxy/haproxy.cfg): a show's seat map, holds, payments and releases go to the
 * one process the show is assigned to (here the show's id modulo the processes; HAProxy hashes it), so one process
 * arbitrates each show; every other request, live streams included, goes to the client's own process.
 */
export function balancedRoute(processUrls: string[], index: number): Route {
  const own = baseUrlFor(processUrls, index);
  return (path, body) => {
    const show = seatsShowOf(path, body);
    return show === undefined ? own : processUrls[show % processUrls.length];
  };
}

/**
 * Large bodies already parsed, by the bytes received. The clients stand in for phones, each decoding its own copy on
 * its own processor; here they share one machine with the API and PostgreSQL, so a body received before (the same
 * seat map, sent to thousands) is still received in full, but decompressed and parsed once.
 */
const parsedBodies = new Map<string, unknown>();
const PARSED_FROM_BYTES = 512;
const PARSED_KEPT = 500;

/** Browsers ask for compressed bodies (phones too): so do the clients, and they decode what the API chose. */
const ACCEPT_ENCODING = 'br, gzip';

function decode(bytes: Buffer, encoding: string | undefined): unknown {
  if (bytes.length === 0) return null;
  const text = () =>
    (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(
      'utf8',
    );
  if (bytes.length < PARSED_FROM_BYTES) return JSON.parse(text());
  const key = `${encoding ?? ''}:${bytes.toString('latin1')}`;
  if (parsedBodies.has(key)) return parsedBodies.get(key);
  const parsed: unknown = JSON.parse(text());
  if (parsedBodies.size >= PARSED_KEPT) parsedBodies.clear();
  parsedBodies.set(key, parsed);
  return parsed;
}

/** A seat as the seat map answers it (the fields the bench reads). */
export interface SeatJson {
  seatNumber: string;
  status: string;
}

/** Runs `work` over the items, at most `parallel` at a time. */
export async function eachLimited<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export interface Client {
  index: number;
  address: string;
  /** Where each of its requests goes. */
  route: Route;
  token?: string;
  /** Sends one JSON request from this client's own address; status 0 when no answer came (reset, timeout). */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): void;
}

export function createClient(index: number, route: Route, timeoutMs: number): Client {
  const address = clientAddress(index);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  const client: Client = {
    index,
    address,
    route,
    request(method, path, body, headers = {}) {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve) => {
        const done = (status: number, bytes: Buffer, encoding?: string) => {
          let parsed: unknown = bytes.toString('utf8');
          try {
            parsed = decode(bytes, encoding);
          } catch {
            // Not JSON (an error page): kept as text.
          }
          resolve({ status, body: parsed, ms: performance.now() - started });
        };
        const request = http.request(
          `${client.route(path, body)}${path}`,
          {
            method,
            agent,
            timeout: timeoutMs,
            headers: {
              accept: 'application/json',
              'accept-encoding': ACCEPT_ENCODING,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              done(response.statusCode ?? 0, Buffer.concat(chunks), response.headers['content-encoding']),
            );
            response.on('error', () => done(0, Buffer.alloc(0)));
          },
        );
        request.on('timeout', () => request.destroy(new Error('timeout')));
        request.on('error', () => done(0, Buffer.alloc(0)));
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
  return client;
}
