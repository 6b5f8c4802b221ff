'use strict';

const { joinUrl } = require('./page-hints');
const { RefreshingCache } = require('./refreshing-cache');

/** What the API says of a record: `{ found: true, body }`, or `{ found: false }` when it has none (404, or 400 for an id it cannot read). */
const MISSING = Object.freeze({ found: false });

/**
 * The API records the shell's server puts into a page's HTML (a movie, a cinema) and the lists of its
 * sitemap, read from the same API the pages read (its URL from the runtime config). Each answer is
 * kept for `maxAgeMs` (a missing record for `missingMaxAgeMs`, so a new film is found soon) and then
 * served while a fresh copy loads in the background; at most `maxEntries` are kept. A page waits for
 * an unknown record at most `waitMs`: when the API is slow or down the page goes out without it (the
 * load goes on, and the next request has it), and a failure is retried after `retryMs`.
 */
class PageRecords {
  /**
   * @param {() => string} apiBaseUrl  read on every call (the runtime config may change)
   * @param {{ waitMs?: number, timeoutMs?: number, maxAgeMs?: number, missingMaxAgeMs?: number, retryMs?: number,
   *   maxEntries?: number, fetch?: typeof fetch }} [options]
   */
  constructor(
    apiBaseUrl,
    {
      waitMs = 250,
      timeoutMs = 3_000,
      maxAgeMs = 30_000,
      missingMaxAgeMs = 10_000,
      retryMs = 2_000,
      maxEntries = 500,
      fetch: fetchImpl = fetch,
    } = {},
  ) {
    this.apiBaseUrl = apiBaseUrl;
    this.waitMs = waitMs;
    this.missingMaxAgeMs = missingMaxAgeMs;
    this.cache = new RefreshingCache(
      async (url) => {
        const response = await fetchImpl(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { Accept: 'application/json' },
        });
        if (response.status === 404 || response.status === 400) {
          await response.body?.cancel();
          return { ...MISSING, loadedAt: Date.now() };
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return { found: true, body: await response.json() };
      },
      { maxAgeMs, retryMs, maxEntries },
    );
  }

  /**
   * The API's answer at `apiPath`: `{ found: true, body }`, `{ found: false }`, or null when it is not
   * known within `waitMs` (API slow, down, or answering with an error).
   */
  async lookup(apiPath, waitMs = this.waitMs) {
    const key = joinUrl(this.apiBaseUrl(), apiPath);
    let record = await this.cache.settle(key, waitMs);
    if (record && !record.found && Date.now() - record.loadedAt > this.missingMaxAgeMs) {
      // A record that was missing may have been created since: ask again, waiting as for a new one.
      let timer;
      await Promise.race([
        this.cache.refresh(key),
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
      record = this.cache.get(key);
    }
    return record && (record.found ? record : MISSING);
  }
}

module.exports = { PageRecords };
