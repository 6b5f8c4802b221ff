'use strict';

const { scriptJson } = require('./page-hints');
const { remoteRoutes } = require('./route-table');

/**
 * The remotes' pages as the shell's server knows them now, written into every page as a JSON data block so the
 * shell routes and names each page without a request and without knowing any remote's page itself:
 *
 *   { "pages": [{ "path": "/movies", "remote": "catalog", "module": "MoviesPage", "title": "All Movies" }, …],
 *     "unknown": ["account"] }
 *
 * `title` as the remote declares it (`"title"` in its pages.json, remote-pages.js; null for the site's own name,
 * absent when the page names the tab itself once it knows its record); `unknown` the configured remotes whose
 * manifest the server does not have (the shell asks for those itself: shell `src/features/remotes/api/sitePages.ts`).
 */
const SITE_PAGES_ID = 'rt-site-pages';

/** The remote pages of `routeTable` (route-table.js) with their declared titles, as `manifests` know them now. */
function sitePagesBlock(routeTable, manifests) {
  const pages = remoteRoutes(routeTable).map(({ path, remote, expose }) => {
    const title = manifests.pageFor(remote, expose)?.title;
    return {
      path,
      remote,
      module: expose.slice(2),
      ...((typeof title === 'string' || title === null) && { title }),
    };
  });
  return { pages, unknown: routeTable.unknown ?? [] };
}

/** The data block the shell reads them from. */
const sitePagesTag = (block) => `<script type="application/json" id="${SITE_PAGES_ID}">${scriptJson(block)}</script>`;

module.exports = { sitePagesBlock, sitePagesTag, SITE_PAGES_ID };
