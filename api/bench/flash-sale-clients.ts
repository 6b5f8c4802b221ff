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

/**
 * Where client `index` sends its requests. Today round-robin over the API processes the bench started; a load
 * balancer in front of them replaces this one function (return its address for every client).
 */
export function baseUrlFor(processUrls: string[], index: number): string {
  return processUrls[index % processUrls.length];
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
  baseUrl: string;
  token?: string;
  /** Sends one JSON request from this client's own address; status 0 when no answer came (reset, timeout). */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): void;
}

export function createClient(index: number, baseUrl: string, timeoutMs: number): Client {
  const address = clientAddress(index);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  const client: Client = {
    index,
    address,
    baseUrl,
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
          `${client.baseUrl}${path}`,
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
