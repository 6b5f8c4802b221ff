import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A JSON response rendered once and served many times: its bytes (plus brotli and gzip copies when it is
 * big enough to gain), a strong ETag per encoding, and the instant after which it must not be served.
 */
export interface RenderedResponse {
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  etags: Record<Encoding, string>;
  /** Epoch milliseconds: served only before this instant. */
  expiresAt: number;
}

/** Below this a compressed copy saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * How hard to compress: `best` for bytes served for many seconds, `fast` for bytes that live about a
 * second (a fraction of a millisecond for a seat map), `none` for one-off answers.
 */
export type Compression = 'best' | 'fast' | 'none';

const BROTLI_QUALITY: Record<Exclude<Compression, 'none'>, number> = { best: 11, fast: 4 };
const GZIP_LEVEL: Record<Exclude<Compression, 'none'>, number> = { best: 9, fast: 6 };

export function renderJson(value: unknown, expiresAt: number, compression: Compression = 'best'): RenderedResponse {
  const body = Buffer.from(JSON.stringify(value));
  // A hash of the bytes: identical content gets the same ETag in every API process.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const level = body.length >= COMPRESS_FROM_BYTES && compression !== 'none' ? compression : undefined;
  return {
    body,
    encoded: level
      ? {
          br: brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level], [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzip: gzipSync(body, { level: GZIP_LEVEL[level] }),
        }
      : {},
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    expiresAt,
  };
}

/** The q-value Accept-Encoding gives `coding` (named, else through `*`); 0 when it is not accepted. */
function quality(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (token === coding) return value;
    wildcard = value;
  }
  return wildcard;
}

const accepts = (header: string, coding: string) => quality(header, coding) > 0;

function chooseEncoding(rendered: RenderedResponse, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  if (rendered.encoded.br && accepts(acceptEncoding, 'br')) return 'br';
  if (rendered.encoded.gzip && accepts(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names one of `etags`, by the weak comparison (W/"x" matches "x"), or is `*`. */
export function namesEtag(ifNoneMatch: string | undefined, etags: string[]): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || etags.includes(tag);
  });
}

/** Any encoding's tag names the same content. */
function notModified(ifNoneMatch: string | undefined, rendered: RenderedResponse): boolean {
  const { etags } = rendered;
  return namesEtag(ifNoneMatch, [etags.identity, etags.br, etags.gzip]);
}

/** Sends the encoding of the rendered bytes the client accepts best, with `Vary: Accept-Encoding`. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedResponse,
  cacheControl: string,
): FastifyReply {
  return sendChosen(reply, rendered, chooseEncoding(rendered, request.headers['accept-encoding']), cacheControl);
}

function sendChosen(
  reply: FastifyReply,
  rendered: RenderedResponse,
  encoding: Encoding,
  cacheControl: string,
): FastifyReply {
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(rendered.body);
  return reply.header('content-encoding', encoding).send(rendered.encoded[encoding]);
}

const cacheControls = new Map<number, string>();

/** `public, max-age=<n>, must-revalidate`, made once per n. */
function publicCacheControl(maxAge: number): string {
  let header = cacheControls.get(maxAge);
  if (header === undefined) {
    header = `public, max-age=${maxAge}, must-revalidate`;
    if (cacheControls.size < 1000) cacheControls.set(maxAge, header);
  }
  return header;
}

/**
 * Sends a rendered response with `Cache-Control: public, max-age=<seconds it may still be served>` (at most
 * `maxAgeSeconds`), so no cache keeps it past the instant the server itself would stop serving it, and the
 * strong ETag of the chosen encoding; 304 when the client's If-None-Match names the content.
 */
export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedResponse,
  nowMs: number,
  maxAgeSeconds: number,
): FastifyReply {
  const maxAge = Math.max(0, Math.min(maxAgeSeconds, Math.floor((rendered.expiresAt - nowMs) / 1000)));
  const encoding = chooseEncoding(rendered, request.headers['accept-encoding']);
  reply.header('etag', rendered.etags[encoding]);
  if (notModified(request.headers['if-none-match'], rendered)) {
    const vary = reply.getHeader('vary');
    return reply
      .header('cache-control', publicCacheControl(maxAge))
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .code(304)
      .send();
  }
  return sendChosen(reply, rendered, encoding, publicCacheControl(maxAge));
}

/**
 * Rendered responses (or anything with an expiry) by key, each served until its own expiry. Concurrent misses share one render; an
 * invalidation (of one key, or of all) drops the entries and keeps any render already under way for them from being stored (it may
 * have read the data from before the change).
 */
export class RenderCache<Key, Value extends { expiresAt: number } = RenderedResponse> {
  private readonly entries = new Map<Key, Value>();
  private readonly pending = new Map<Key, Promise<Value>>();

  /**
   * @param maxEntries keys kept at most (for caches keyed by what clients type); storing one more drops the entry stored
   *   longest ago.
   */
  constructor(
    private readonly nowMs: () => number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: Key, render: () => Promise<Value>): Value | Promise<Value> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.nowMs()) return entry;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const rendering: Promise<Value> = render()
      .then((rendered) => {
        // Still the pending render of its key: nothing invalidated it meanwhile.
        if (this.pending.get(key) === rendering && rendered.expiresAt > this.nowMs()) this.store(key, rendered);
        return rendered;
      })
      .finally(() => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
      });
    this.pending.set(key, rendering);
    return rendering;
  }

  private store(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as Key);
  }

  /** Drops one key's entry (and any render of it under way). */
  invalidateKey(key: Key): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** Keeps the stored entries but lets no render under way be stored (it may have read data from before a change). */
  invalidatePending(): void {
    this.pending.clear();
  }

  invalidate(): void {
    this.entries.clear();
    this.pending.clear();
  }
}
