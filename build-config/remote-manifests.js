'use strict';

const { RefreshingCache } = require('./refreshing-cache');
const { fetchAnswer } = require('./fetch-answer');

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
   * @param {() => Record<string, string>} manifestUrls  remote name → manifest URL (read on every call)
   * @param {{ maxAgeMs?: number, retryMs?: number, timeoutMs?: number, fetch?: typeof fetch }} [options]
   */
  constructor(manifestUrls, { maxAgeMs = 30_000, retryMs = 1_000, timeoutMs = 3_000, fetch: fetchImpl = fetch } = {}) {
    this.manifestUrls = manifestUrls;
    // Keyed by URL: a remote moved to another address (a config change) starts from nothing.
    this.manifests = new RefreshingCache(
      async (url) => {
        const response = await fetchAnswer(fetchImpl, url, { timeoutMs, accept: 'application/json' });
        return response.json();
      },
      { maxAgeMs, retryMs },
    );
  }

  /** Fetches every manifest now; resolves when all have answered or failed. */
  refreshAll() {
    return Promise.all(Object.values(this.manifestUrls()).map((url) => this.manifests.refresh(url)));
  }

  /**
   * Waits at most `waitMs` for the manifest of remote `name` when it is not known yet but loading (the
   * server just started): its page then goes out with its hints instead of without.
   */
  async settle(name, waitMs) {
    const url = this.manifestUrls()[name];
    if (url) await this.manifests.settle(url, waitMs);
  }

  /**
   * The files to preload for `expose` of remote `name`, as absolute URLs, or null when its
   * manifest is not known (a remote that is down gets no hints; the page shows its Retry panel as
   * before). Starts a background refresh when the manifest is stale.
   */
  assetsFor(name, expose) {
    const url = this.manifestUrls()[name];
    if (!url) return null;
    const manifest = this.manifests.get(url);
    return manifest ? exposeAssets(manifest, url, expose) : null;
  }

  /**
   * What remote `name` declares about the page `expose` (remote-pages.js: `api`, `record`, `image`,
   * `firstPaint`, `meta`, `muiTheme`, `crawl`, `sitemap`…), its paint script and stylesheet and its meta script as
   * absolute URLs (a first paint without both is none; its `whenStored` key kept); null while its manifest is not known or when it declares
   * nothing for that page.
   */
  pageFor(name, expose) {
    const url = this.manifestUrls()[name];
    const manifest = url ? this.manifests.get(url) : null;
    const page = manifest?.metaData?.pages?.[expose];
    if (!page || typeof page !== 'object') return null;
    const absolute = (script) => new URL(script, publicBase(manifest, url)).href;
    return {
      ...page,
      ...(typeof page.firstPaint?.script === 'string' && typeof page.firstPaint.style === 'string'
        ? {
            firstPaint: {
              script: absolute(page.firstPaint.script),
              style: absolute(page.firstPaint.style),
              // Kept only as the build writes it: a paint that needs a stored key never goes out without its check.
              ...(page.firstPaint.whenStored === undefined ? {} : { whenStored: String(page.firstPaint.whenStored) }),
            },
          }
        : { firstPaint: null }),
      ...(page.meta?.script ? { meta: { ...page.meta, script: absolute(page.meta.script) } } : {}),
    };
  }

  /** The names of the remotes configured now. */
  remoteNames() {
    return Object.keys(this.manifestUrls());
  }

  /**
   * Waits at most `waitMs` for every configured remote's manifest not known yet but loading (see settle); with
   * `firstOnly`, only for those never fetched yet (the server just started), not again while a remote is down.
   */
  async settleAll(waitMs, { firstOnly = false } = {}) {
    const urls = this.manifestUrls();
    const waited = this.remoteNames().filter((name) => !firstOnly || !this.manifests.tried(urls[name]));
    await Promise.all(waited.map((name) => this.settle(name, waitMs)));
  }

  /**
   * The pages remote `name` declares (remote-pages.js), by exposed module: `{ "./HomePage": { "path": "/", … } }`;
   * null while its manifest is not known.
   */
  pagesOf(name) {
    const url = this.manifestUrls()[name];
    const manifest = url ? this.manifests.get(url) : null;
    if (!manifest) return null;
    const pages = manifest.metaData?.pages;
    return pages && typeof pages === 'object' ? pages : {};
  }

  /** Whether the manifest of remote `name` is known, or no address is configured for it (nothing to know). */
  isKnown(name) {
    const url = this.manifestUrls()[name];
    return !url || Boolean(this.manifests.get(url));
  }
}

/** Where a manifest's asset paths are relative to (`publicPath: "auto"` means beside the manifest). */
function publicBase(manifest, manifestUrl) {
  const { publicPath, getPublicPath } = manifest.metaData ?? {};
  if (publicPath && publicPath !== 'auto' && !getPublicPath) return new URL(publicPath, manifestUrl).href;
  return new URL('.', manifestUrl).href;
}

/**
 * Remote entry, manifest and the exposed module's own chunks of a parsed `mf-manifest.json`, with the chunks of what
 * the page loads on demand on its first screen (`firstScreenScripts` of its declaration, remote-pages.js).
 */
function exposeAssets(manifest, manifestUrl, expose) {
  const base = publicBase(manifest, manifestUrl);
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name) return null;
  const resolve = (file) => new URL(file, base).href;
  const found = (manifest.exposes ?? []).find((item) => item.path === expose || `./${item.name}` === expose);
  return {
    manifest: manifestUrl,
    remoteEntry: resolve(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`),
    scripts: [...new Set([...(found?.assets?.js?.sync ?? []), ...firstScreenScripts(manifest, expose)])].map(resolve),
    styles: (found?.assets?.css?.sync ?? []).map(resolve),
  };
}

/** The script files a remote's page declares for its first screen, when they are paths inside its public folder. */
function firstScreenScripts(manifest, expose) {
  const files = manifest.metaData?.pages?.[expose]?.firstScreenScripts;
  return Array.isArray(files)
    ? files.filter((file) => typeof file === 'string' && /^(?!\/)(?!.*\.\.)[\w./-]+\.js$/.test(file))
    : [];
}

module.exports = { RemoteManifests, exposeAssets };
