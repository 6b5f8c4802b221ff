'use strict';

const { fillParams, remoteRoutes } = require('./route-table');

/**
 * What the shell's server tells search engines: `/robots.txt` (crawl the site, but not the pages their
 * owners keep out of search; where the sitemap is) and `/sitemap.xml` (every page worth finding, at
 * absolute URLs on the site's public origin: the fixed pages, and a page per record for each page that
 * declares a list of them). Both are made from what the remotes declare of their pages (remote-pages.js):
 *
 *   "crawl": false                       the page is a customer's own, a step of a booking or the back
 *                                        office: `Disallow` in robots.txt, `noindex` in its HTML, and
 *                                        never in the sitemap (nor any fixed page below it);
 *   "sitemap": { "api": "/movies" }      the sitemap lists the page once per item of the API's list at
 *                                        `api`, each item's fields filling the route's parameters by
 *                                        name (`/movies/:id` ← `id`).
 */

/** The robots.txt pattern of a route path: each parameter any one segment, a `/*` remote's whole subtree. */
const robotsPattern = (routePath) =>
  routePath
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '*' : segment))
    .join('/') || '/';

/** The path patterns (`/payment`, `/movies/*` + `/seat-selection`) of the `routes` whose page says `crawl: false`. */
const hiddenPatterns = (routes) => [
  ...new Set(routes.filter(({ page }) => page?.crawl === false).map(({ path }) => robotsPattern(path))),
];

/** Whether `pathname` is at or below one of `patterns` (`*` standing for one segment). */
function isHidden(pathname, patterns) {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return parts.length <= segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
  });
}

/** The fixed pages of `pages` (the route table's, route-table.js) that search engines may list: no parameters, not hidden. */
const publicPages = (pages, hidden = []) =>
  pages.filter((page) => !page.includes(':') && !page.includes('*') && !isHidden(page, hidden));

function robotsTxt(origin, hidden = []) {
  return [
    'User-agent: *',
    'Allow: /',
    ...hidden.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A parameter as a record gives it: a positive integer, or a word (letters, digits, `_`, `-`); nothing else becomes a URL. */
const paramValue = (value) =>
  (Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && /^[\w-]+$/.test(value))
    ? String(value)
    : null;

/** The page of `routePath` for one `item` of its list, or null when an item lacks a readable parameter. */
function pageOfItem(routePath, item) {
  const names = [...routePath.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = {};
  for (const name of names) {
    const value = paramValue(item?.[name]);
    if (value === null) return null;
    params[name] = value;
  }
  return fillParams(routePath, params);
}

/**
 * The sitemap: the fixed pages of `pages` not `hidden` (with `lastmod`, the day the site was built, when known),
 * then for each of `lists` (`{ path: '/movies/:id', items }`) the page of every item, each page once.
 */
function sitemapXml(origin, { pages = [], hidden = [], lists = [], builtOn = null }) {
  const entry = (pathname, lastmod) =>
    `<url><loc>${escapeXml(`${origin}${pathname}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const listed = [...new Set(lists.flatMap(({ path, items }) => items.map((item) => pageOfItem(path, item))))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages(pages, hidden).map((page) => entry(page, builtOn)),
    ...listed.filter((page) => page !== null && !isHidden(page, hidden)).map((page) => entry(page)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What the remotes declare for the crawler files, read from `manifests` for every remote page of the route table
 * `table` (route-table.js): `{ hidden, lists, complete }`, `complete` false while the manifest of a configured
 * remote is not known (the files would miss its pages, so the server answers "come back later").
 */
function crawlDeclarations(table, manifests) {
  const routes = remoteRoutes(table);
  const complete = (table.unknown ?? []).length === 0 && routes.every(({ remote }) => manifests.isKnown(remote));
  const declared = routes.map((route) => ({ ...route, page: manifests.pageFor(route.remote, route.expose) }));
  return {
    complete,
    hidden: hiddenPatterns(declared),
    lists: declared
      .filter(({ page }) => typeof page?.sitemap?.api === 'string')
      .map(({ path, page }) => ({ path, api: page.sitemap.api })),
  };
}

module.exports = { robotsTxt, sitemapXml, publicPages, crawlDeclarations, isHidden, robotsPattern };
