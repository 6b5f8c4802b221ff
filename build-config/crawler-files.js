'use strict';

/**
 * What the shell's server tells search engines: `/robots.txt` (crawl the site, but not the back
 * office, the booking and payment steps or a customer's own pages; where the sitemap is) and
 * `/sitemap.xml` (every page worth finding, at absolute URLs on the site's public origin: the
 * fixed pages, and each movie and cinema page as the API lists them).
 */

/** Pages that are a customer's own, a step of a booking or the back office: never crawled. */
const PRIVATE_PAGES = ['/admin', '/payment', '/my-bookings', '/info', '/favorite'];
const PRIVATE_PATTERNS = ['/movies/*/seat-selection'];

/** The fixed pages of `pages` (the route table's, route-table.js) that search engines may list: no parameters, not private. */
const publicPages = (pages) =>
  pages.filter(
    (page) =>
      !page.includes(':') &&
      !page.includes('*') &&
      !PRIVATE_PAGES.some((hidden) => page === hidden || page.startsWith(`${hidden}/`)),
  );

function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PAGES, ...PRIVATE_PATTERNS].map((page) => `Disallow: ${page}`),
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

/** A positive integer id as the API gives it, or null (nothing else becomes a URL). */
const idOf = (record) => (Number.isSafeInteger(record?.id) && record.id > 0 ? record.id : null);

/**
 * The sitemap: the fixed pages of `pages` (with `lastmod`, the day the site was built, when known), then every
 * movie (`movies`, from `GET /movies`) and cinema (`cinemas`, from `GET /cinemas`) page.
 */
function sitemapXml(origin, { pages = [], movies = [], cinemas = [], builtOn = null }) {
  const entry = (pathname, lastmod) =>
    `<url><loc>${escapeXml(`${origin}${pathname}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const ids = (records) => [...new Set(records.map(idOf).filter((id) => id !== null))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages(pages).map((page) => entry(page, builtOn)),
    ...ids(movies).map((id) => entry(`/movies/${id}`)),
    ...ids(cinemas).map((id) => entry(`/cinemas/${id}`)),
    '</urlset>',
    '',
  ].join('\n');
}

module.exports = { robotsTxt, sitemapXml, publicPages, PRIVATE_PAGES };
