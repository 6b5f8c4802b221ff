'use strict';

/**
 * The site's route table as the shell's server reads it. The table is the shell's
 * `src/app/routeTable.json`, the one declaration its router and its remote loader read too:
 *
 *   { "remotes": { "catalog": { "MovieDetailPage": "/movies/:id", "SearchOverlay": null }, … },
 *     "shell":   { "TermsPage": "/terms-and-conditions", … } }
 *
 * (remote → exposed module → the path it is mounted at, null for a module a slot loads; the shell's own pages).
 *
 * The shell's build copies it into its `startup-assets.json` (`routes`), so the server of a deployed
 * shell reads the table that shell was built with. What a remote's page needs from the server
 * (its first API calls, its largest picture, its first paint) is not here: the remote declares it
 * beside its exposes and publishes it in its `mf-manifest.json` (see remote-pages.js).
 * `:name` matches one path segment; a trailing `/*` means the remote routes everything below itself.
 */

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

module.exports = { sitePages, remoteRoutes, isSitePage, matchRoute, fillParams };
