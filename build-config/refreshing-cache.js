'use strict';

/**
 * Values the shell's server loads in the background and keeps for a while (remote manifests, the
 * catalogue lists behind the LCP image, small posters to inline): a page is never held up by a
 * load. `get(key)` answers what is known — null before the first answer and after a failure — and
 * starts a new load once the value is older than `maxAgeMs`, or `retryMs` after a failure (the
 * server may start before what it asks, or that may be down for a while).
 */
class RefreshingCache {
  /**
   * @param {(key: string) => Promise<unknown>} load  resolves to the value (null: nothing usable), rejects on failure
   * @param {{ maxAgeMs: number, retryMs: number, maxEntries?: number }} ages  `maxEntries`: the most keys kept
   *   (the oldest goes first), for keys that come from requests (a movie id in a path)
   */
  constructor(load, { maxAgeMs, retryMs, maxEntries = Infinity }) {
    this.load = load;
    this.maxAgeMs = maxAgeMs;
    this.retryMs = retryMs;
    this.maxEntries = maxEntries;
    /** @type {Map<string, { loadedAt: number, value: unknown, loading: Promise<void> | null }>} */
    this.entries = new Map();
  }

  /** Loads `key` now (one load at a time per key); resolves when it answered or failed, never rejects. */
  refresh(key) {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { loadedAt: 0, value: null, loading: null };
      this.entries.set(key, entry);
      this.dropOldest();
    }
    if (entry.loading) return entry.loading;
    entry.loading = Promise.resolve()
      .then(() => this.load(key))
      .then(
        (value) => {
          entry.value = value ?? null;
        },
        () => {
          entry.value = null;
        },
      )
      .finally(() => {
        entry.loadedAt = Date.now();
        entry.loading = null;
      });
    return entry.loading;
  }

  dropOldest() {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) return;
      if (!entry.loading) this.entries.delete(key);
    }
  }

  /** Whether a load of `key` has ever answered or failed. */
  tried(key) {
    return (this.entries.get(key)?.loadedAt ?? 0) > 0;
  }

  /**
   * Like `get`, but when nothing is known yet and a load is under way, waits for it — at most
   * `waitMs`, after which the load goes on in the background and this answers null.
   */
  async settle(key, waitMs) {
    const value = this.get(key);
    const loading = this.entries.get(key)?.loading;
    if (value !== null || !loading) return value;
    let timer;
    await Promise.race([
      loading,
      new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
    return this.entries.get(key)?.value ?? null;
  }

  /** The value known for `key`, or null; starts a background load when it is missing or stale. */
  get(key) {
    const entry = this.entries.get(key);
    const maxAge = entry?.value != null ? this.maxAgeMs : this.retryMs;
    if (!entry || Date.now() - entry.loadedAt > maxAge) void this.refresh(key);
    return entry?.value ?? null;
  }
}

module.exports = { RefreshingCache };
