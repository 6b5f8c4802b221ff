'use strict';

const { scriptJson } = require('./page-hints');
const { remoteRoutes } = require('./route-table');

/**
 * The tab titles the remotes declare for their pages (`"title"` in pages.json, remote-pages.js), which
 * the shell's server writes into every page as a JSON data block, so the shell names the tab on each
 * navigation without a request and without knowing any remote's page: `{ "/movies": "All Movies",
 * "/": null, … }` by route path, `null` for the site's own name. A page that declares none (a movie, the
 * seat selection) names the tab itself once it knows what it shows.
 */
const PAGE_TITLES_ID = 'rt-page-titles';

/** The declared titles of the remote pages of `routeTable`, as `manifests` (remote-manifests.js) know them now. */
function pageTitles(routeTable, manifests) {
  const titles = {};
  for (const { path, remote, expose } of remoteRoutes(routeTable)) {
    const title = manifests.pageFor(remote, expose)?.title;
    if (typeof title === 'string' || title === null) titles[path] = title;
  }
  return titles;
}

/** The data block the shell reads them from (shell `src/app/routeTitle.ts`). */
const pageTitlesTag = (titles) =>
  `<script type="application/json" id="${PAGE_TITLES_ID}">${scriptJson(titles)}</script>`;

module.exports = { pageTitles, pageTitlesTag, PAGE_TITLES_ID };
