'use strict';

/**
 * The site's route table as the shell's server reads it, put together from where each part is declared:
 *
 *   { "remotes": { "catalog": { "MovieDetailPage": "/movies/:id", … }, … },  // each remote's pages, by exposed
 *                                                                          //   module, as its manifest declares
 *                                                                          //   them (`path` in its pages.json)
 *     "shell":   { "TermsPage": "/terms-and-conditions", … },             // the shell's own pages (its build's)
 *     "unknown": ["account"] }                                            // configured remotes whose manifest
 *                                                                          //   is not in (yet): pages unknown
 *
 * A remote built before remotes declared their paths declares none: its pages are those the shell lists for such
 * builds (`legacyRemotePages`, frozen: a page added since is declared by its remote).
 *
 * A remote owns its pages: it deploys a new one, or moves one, with no change to the shell (remote-pages.js).
 * The shell's build copies its own pages (`src/app/shellPages.json`) into its `startup-assets.json`
 * (`shellPages`), so the server of a deployed shell reads the pages that shell was built with.
 * `:name` matches one path segment; a trailing `/*` means the remote routes everything below itself.
 */

/**
 * The route table now: `shellPages` (name → path), and the pages of every remote `manifests` (remote-manifests.js)
 * has configured, from the manifests they know now (`legacyRemotePages`, remote → module → path, for a remote whose
 * manifest declares no path).
 */
function siteRouteTable(shellPages, manifests, legacyRemotePages = {}) {
  const remotes = {};
  const unknown = [];
  for (const remote of manifests?.remoteNames() ?? []) {
    const pages = manifests.pagesOf(remote);
    if (!pages) {
      unknown.push(remote);
      continue;
    }
    const declared = Object.fromEntries(
      Object.entries(pages)
        .filter(([expose, page]) => expose.startsWith('./') && typeof page?.path === 'string')
        .map(([expose, page]) => [expose.slice(2), page.path]),
    );
    remotes[remote] = Object.keys(declared).length > 0 ? declared : { ...legacyRemotePages?.[remote] };
  }
  return { remotes, shell: shellPages ?? {}, unknown };
}

/** Every page path of `table`: remote pages (a `/*` page also at its base path) and the shell's own. */
function sitePages(table) {
  const remotePaths = remoteRoutes(table).flatMap(({ path }) =>
    path.endsWith('/*') ? [path.slice(0, -2) || '/', path] : [path],
  );
  const shellPaths = Object.values(table?.shell ?? {}).filter(Boolean);
  return [...new Set([...remotePaths, ...shellPaths])];
}

/** Each remote page of `table`: `{ path, remote, expose }`, `expose` as the remote's manifest names it (`./HomePage`). */
function remoteRoutes(table) {
  return Object.entries(table?.remotes ?? {}).flatMap(([remote, modules]) =>
    Object.entries(modules).flatMap(([module, path]) => (path ? [{ path, remote, expose: `./${module}` }] : [])),
  );
}

const segmentsOf = (pathname) => pathname.split('/').filter(Boolean);

/** Whether `pathname` (decoded, without its query) is one of `pages`. */
function isSitePage(pathname, pages) {
  const segments = segmentsOf(pathname);
  return pages.some((page) => {
    const pattern = segmentsOf(page);
    const rest = pattern[pattern.length - 1] === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? segments.length <= fixed.length : segments.length !== fixed.length) return false;
    return fixed.every((part, index) => (part.startsWith(':') ? segments[index].length > 0 : part === segments[index]));
  });
}

/**
 * The remote page of `table` at `pathname` with its parameters (`{ path, remote, expose, params }`), or
 * null: a shell page, an unknown path, or a remote that routes below itself (`/admin/*`), which the
 * server preloads nothing for.
 */
function matchRoute(pathname, table) {
  const segments = segmentsOf(pathname.replace(/\/+$/, ''));
  for (const route of remoteRoutes(table)) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length || pattern.includes('*')) continue;
    const params = {};
    const matches = pattern.every((part, index) => {
      if (!part.startsWith(':')) return part === segments[index];
      params[part.slice(1)] = segments[index];
      return /^[\w-]+$/.test(segments[index]);
    });
    if (matches) return { ...route, params };
  }
  return null;
}

/** `template` (`/movies/:id`) with the route's parameters filled in, URL-encoded. */
function fillParams(template, params) {
  return template.replace(/:(\w+)/g, (match, name) =>
    Object.hasOwn(params, name) ? encodeURIComponent(params[name]) : match,
  );
}

module.exports = { siteRouteTable, sitePages, remoteRoutes, isSitePage, matchRoute, fillParams };
