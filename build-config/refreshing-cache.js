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
   * @param {{ maxAgeMs: number, retryMs: number }} ages
   */
  constructor(load, { maxAgeMs, retryMs }) {
    this.load = load;
    this.maxAgeMs = maxAgeMs;
    this.retryMs = retryMs;
    /** @type {Map<string, { loadedAt: number, value: unknown, loading: Promise<void> | null }>} */
    this.entries = new Map();
  }

  /** Loads `key` now (one load at a time per key); resolves when it answered or failed, never rejects. */
  refresh(key) {
    const entry = this.entries.get(key) ?? { loadedAt: 0, value: null, loading: null };
    this.entries.set(key, entry);
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

  /** The value known for `key`, or null; starts a background load when it is missing or stale. */
  get(key) {
    const entry = this.entries.get(key);
    const maxAge = entry?.value != null ? this.maxAgeMs : this.retryMs;
    if (!entry || Date.now() - entry.loadedAt > maxAge) void this.refresh(key);
    return entry?.value ?? null;
  }
}

module.exports = { RefreshingCache };
