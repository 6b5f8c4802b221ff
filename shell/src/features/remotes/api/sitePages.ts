import type { RuntimeConfig } from '@reeltime/shared-lib';
import legacyRemotePages from '../../../app/legacyRemotePages.json';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from './exposedModules';

/** A page a remote declares: where the site shows it, and the module the remote exposes for it. */
export interface RemotePage {
  /** `/movies/:id`: `:name` is one path segment; a trailing `/*` means the remote routes everything below itself. */
  path: string;
  remote: RemoteName;
  module: string;
  /** The tab title its remote declares: `null` for the site's own name; absent when the page names the tab itself. */
  title?: string | null;
}

/** The remotes' pages as far as they are known, and the configured remotes whose pages are not. */
export interface SitePages {
  pages: RemotePage[];
  unknown: RemoteName[];
}

/** Where the shell's server writes the pages the remotes' manifests declare (build-config site-pages-block.js). */
const SITE_PAGES_ID = 'rt-site-pages';

/** How long the shell waits for a remote's manifest it asks for itself. */
const MANIFEST_TIMEOUT_MS = 5_000;

const isPage = (value: unknown): value is RemotePage => {
  const page = value as Partial<RemotePage> | null;
  return (
    typeof page?.path === 'string' &&
    page.path.startsWith('/') &&
    isRemoteName(page.remote) &&
    typeof page.module === 'string' &&
    (page.title === undefined || page.title === null || typeof page.title === 'string')
  );
};

/** The configured remotes of `config` (the staff remote only where it is configured). */
const configuredRemotes = (config: RuntimeConfig): RemoteName[] =>
  REMOTE_NAMES.filter((name) => Boolean((config.remotes as Partial<Record<RemoteName, string>>)[name]));

/**
 * The pages the server wrote into the HTML; without its block (a page not served by the shell's server), the pages of
 * every configured remote are unknown.
 */
export function readSitePages(config: RuntimeConfig, doc: Document = document): SitePages {
  const configured = configuredRemotes(config);
  try {
    const block: unknown = JSON.parse(doc.getElementById(SITE_PAGES_ID)?.textContent || 'null');
    const { pages, unknown } = (block ?? {}) as { pages?: unknown; unknown?: unknown };
    if (!Array.isArray(pages) || !Array.isArray(unknown)) return { pages: [], unknown: configured };
    return {
      pages: pages.filter(isPage).filter((page) => configured.includes(page.remote)),
      unknown: configured.filter((name) => unknown.includes(name)),
    };
  } catch {
    return { pages: [], unknown: configured };
  }
}

/** Reads a remote's `mf-manifest.json` at `url`; rejects when it does not answer in time or with an error. */
export type FetchManifest = (url: string) => Promise<unknown>;

const fetchManifest: FetchManifest = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * The pages remote `name` declares in its manifest at `url` (`metaData.pages`, by exposed module); for a remote built
 * before remotes declared their paths, the pages such builds have (legacyRemotePages.json, frozen).
 */
async function manifestPages(name: RemoteName, url: string, read: FetchManifest): Promise<RemotePage[]> {
  const manifest = (await read(url)) as { metaData?: { pages?: Record<string, { path?: unknown; title?: unknown }> } };
  const declared = Object.entries(manifest.metaData?.pages ?? {})
    .map(([expose, page]): unknown => ({ ...page, remote: name, module: expose.replace(/^\.\//, '') }))
    .filter(isPage);
  if (declared.length > 0) return declared;
  const legacy: Record<string, string> =
    (legacyRemotePages as Partial<Record<RemoteName, Record<string, string>>>)[name] ?? {};
  return Object.entries(legacy).map(([module, path]) => ({ path, remote: name, module }));
}

/**
 * The site's remote pages: what the server wrote into the HTML, and for a remote it did not know (its manifest was not
 * in when the page was made), what that remote's manifest declares, asked for here. A remote that does not answer stays
 * unknown: its pages show the unavailable panel instead of the 404 page.
 */
export async function loadSitePages(
  config: RuntimeConfig,
  { doc = document, read = fetchManifest }: { doc?: Document; read?: FetchManifest } = {},
): Promise<SitePages> {
  const written = readSitePages(config, doc);
  if (written.unknown.length === 0) return written;
  const urls = config.remotes as Partial<Record<RemoteName, string>>;
  const asked = await Promise.all(
    written.unknown.map((name) =>
      manifestPages(name, urls[name]!, read)
        .then((pages) => ({ name, pages }))
        .catch(() => null),
    ),
  );
  const found = asked.filter((answer) => answer !== null);
  return {
    pages: [...written.pages, ...found.flatMap((answer) => answer.pages)],
    unknown: written.unknown.filter((name) => !found.some((answer) => answer.name === name)),
  };
}
