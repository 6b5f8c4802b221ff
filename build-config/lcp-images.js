'use strict';

const { joinUrl } = require('./page-hints');
const { RefreshingCache } = require('./refreshing-cache');
const { fetchAnswer } = require('./fetch-answer');
const { httpUrl } = require('./http-url');

/**
 * The picture a page paints largest first (its LCP image), so the shell's server can preload it
 * from the HTML instead of the browser finding it only after the scripts and the API data: the
 * first hero slide on Home, the first poster of All Movies. Where it comes from is the page's
 * remote's declaration (remote-pages.js: `{ api, list, field }`, the `field` of the first item of
 * the list at `api`). The server reads the same API data the page reads, keeps each answer for
 * `maxAgeMs` and refreshes it in the background: a page is never held up, and while the API is down
 * (or has not answered yet) pages go out without the hint.
 */
class LcpImages {
  /**
   * @param {() => string} apiBaseUrl  read on every call (the runtime config may change)
   * @param {{ maxAgeMs?: number, retryMs?: number, timeoutMs?: number, fetch?: typeof fetch }} [options]
   */
  constructor(apiBaseUrl, { maxAgeMs = 10_000, retryMs = 1_000, timeoutMs = 2_000, fetch: fetchImpl = fetch } = {}) {
    this.apiBaseUrl = apiBaseUrl;
    const ages = { maxAgeMs, retryMs };
    this.lists = new RefreshingCache(async (url) => {
      const response = await fetchAnswer(fetchImpl, url, { timeoutMs, accept: 'application/json' });
      return response.json();
    }, ages);
    this.inlined = new RefreshingCache(async (image) => {
      const response = await fetchImpl(image, { signal: AbortSignal.timeout(timeoutMs) });
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!response.ok || type !== 'image/svg+xml') return null;
      const body = await response.text();
      return Buffer.byteLength(body) > INLINE_LIMIT ? null : `data:image/svg+xml,${encodeURIComponent(body)}`;
    }, ages);
  }

  /** Fetches `paths` now (start-up); resolves when all have answered or failed. */
  refreshAll(paths) {
    return Promise.all(paths.map((apiPath) => this.lists.refresh(joinUrl(this.apiBaseUrl(), apiPath))));
  }

  /** The cached answer at `apiPath`, or null; starts a background refresh when stale. */
  answer(apiPath) {
    return this.lists.get(joinUrl(this.apiBaseUrl(), apiPath));
  }

  /**
   * `image` as a `data:` URL when it is a small SVG (at most `INLINE_LIMIT` bytes, like the
   * catalogue's posters), so the first paint needs no request at all; null until the server has
   * it, and for anything else. Fetched in the background like the lists.
   */
  inlineImage(image) {
    return this.inlined.get(image);
  }

  /** Fetches `image` for inlining now; resolves when it answered or failed. */
  refreshInline(image) {
    return this.inlined.refresh(image);
  }

  /**
   * The image URL a page's declaration `{ api, list, field }` points at: `field` of the first item of the
   * answer at `api` (of its `list` property when the answer is an object). Null when nothing is known
   * yet, the list is empty, or the value is not an absolute http(s) URL.
   */
  imageFor(source) {
    if (!source?.api || typeof source.field !== 'string') return null;
    const body = this.answer(source.api);
    const items = source.list ? body?.[source.list] : body;
    return Array.isArray(items) && items.length > 0 ? httpUrl(items[0]?.[source.field]) : null;
  }
}

/** The largest picture inlined into a page's HTML (bytes of SVG source). */
const INLINE_LIMIT = 8 * 1024;

module.exports = { LcpImages, INLINE_LIMIT };
