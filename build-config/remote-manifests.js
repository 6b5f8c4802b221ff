'use strict';

/**
 * The remotes' `mf-manifest.json`, as the shell's server needs them to preload a page's remote
 * entry and exposed-module chunks. Remotes deploy on their own, so nothing about them is baked
 * in at build time: the server fetches each manifest at start-up and again once it is older than
 * `maxAgeMs`, in the background (a manifest that failed, after `retryMs`: the shell may start before
 * a remote). A page is never held up by a manifest: until one arrives (or while a remote is down)
 * its pages simply go out without that remote's hints.
 */
class RemoteManifests {
  /**
   * @param {() => Record<string, string>} manifestUrls  remote name → manifest URL (read on every refresh)
   * @param {{ maxAgeMs?: number, timeoutMs?: number, fetch?: typeof fetch }} [options]
   */
  constructor(manifestUrls, { maxAgeMs = 30_000, retryMs = 1_000, timeoutMs = 3_000, fetch: fetchImpl = fetch } = {}) {
    this.manifestUrls = manifestUrls;
    this.maxAgeMs = maxAgeMs;
    // A remote that did not answer (still starting, or down) is asked again this soon, not after maxAgeMs.
    this.retryMs = retryMs;
    this.timeoutMs = timeoutMs;
    this.fetch = fetchImpl;
    /** @type {Map<string, { url: string, fetchedAt: number, manifest: object | null, refreshing: Promise<void> | null }>} */
    this.entries = new Map();
  }

  /** Fetches every manifest now; resolves when all have answered or failed. */
  refreshAll() {
    return Promise.all(Object.keys(this.manifestUrls()).map((name) => this.refresh(name)));
  }

  refresh(name) {
    const url = this.manifestUrls()[name];
    if (!url) return Promise.resolve();
    const entry = this.entries.get(name) ?? { url, fetchedAt: 0, manifest: null, refreshing: null };
    if (entry.url !== url) Object.assign(entry, { url, manifest: null, fetchedAt: 0 });
    this.entries.set(name, entry);
    if (entry.refreshing) return entry.refreshing;
    entry.refreshing = this.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        entry.manifest = await response.json();
      })
      .catch(() => {
        // A remote that is down gets no hints; the page shows its Retry panel as before.
        entry.manifest = null;
      })
      .finally(() => {
        entry.fetchedAt = Date.now();
        entry.refreshing = null;
      });
    return entry.refreshing;
  }

  /**
   * The files to preload for `expose` of remote `name`, as absolute URLs, or null when its
   * manifest is not known. Starts a background refresh when the manifest is stale.
   */
  assetsFor(name, expose) {
    const url = this.manifestUrls()[name];
    const entry = this.entries.get(name);
    const maxAge = entry?.manifest ? this.maxAgeMs : this.retryMs;
    if (!url || !entry || entry.url !== url || Date.now() - entry.fetchedAt > maxAge) void this.refresh(name);
    if (!entry?.manifest || entry.url !== url) return null;
    return exposeAssets(entry.manifest, url, expose);
  }
}

/** Where a manifest's asset paths are relative to (`publicPath: "auto"` means beside the manifest). */
function publicBase(manifest, manifestUrl) {
  const { publicPath, getPublicPath } = manifest.metaData ?? {};
  if (publicPath && publicPath !== 'auto' && !getPublicPath) return new URL(publicPath, manifestUrl).href;
  return new URL('.', manifestUrl).href;
}

/** Remote entry, manifest and the exposed module's own chunks of a parsed `mf-manifest.json`. */
function exposeAssets(manifest, manifestUrl, expose) {
  const base = publicBase(manifest, manifestUrl);
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) return null;
  const resolve = (file) => new URL(file, base).href;
  const found = (manifest.exposes ?? []).find((item) => item.path === expose || `./${item.name}` === expose);
  return {
    manifest: manifestUrl,
    remoteEntry: resolve(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`),
    scripts: (found?.assets?.js?.sync ?? []).map(resolve),
    styles: (found?.assets?.css?.sync ?? []).map(resolve),
  };
}

module.exports = { RemoteManifests, exposeAssets };
