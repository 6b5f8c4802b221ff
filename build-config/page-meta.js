'use strict';

const { scriptJson } = require('./page-hints');
const { httpUrl } = require('./http-url');
const { fillParams } = require('./route-table');

/**
 * The `<head>` tags that describe a page made from an API record (a film, a cinema) to search engines and
 * to link previews (chat apps, social sites), which read the HTML and run no script: title, description,
 * canonical URL, Open Graph and Twitter card tags with the page's picture, and schema.org JSON-LD. What
 * a record says is the remote's to tell: the page declares a meta script in its remote's pages.json
 * (remote-pages.js), the server runs it on the page's record (first-paint-scripts.js), and this file
 * only checks, escapes and places its answer, with the site's own name, title and description.
 */
const SITE_NAME = 'ReelTime';
/** The site's own title and description: what a page says when its record is not known. */
const SITE_TITLE = `${SITE_NAME} — Book movie tickets`;
const SITE_DESCRIPTION = 'Book cinema tickets: browse movies, watch trailers, pick your seats and pay in seconds.';

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
/** The page title as the page itself sets it once loaded: "Monsoon Express — Tickets | ReelTime". */
const documentTitle = (page) => `${page} | ${SITE_NAME}`;

/** `title` names the browser tab; `shareTitle` (the film or cinema alone) heads a link preview, beside the site's name. */
function metaTags({ title, shareTitle = title, description, canonical, type, image, imageAlt, extra = [], jsonLd }) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ['og:site_name', SITE_NAME],
    ['og:type', type],
    ['og:title', shareTitle],
    ['og:description', description],
    ['og:url', canonical],
    ...(image
      ? [['og:image', image.url], ...(image.type ? [['og:image:type', image.type]] : []), ['og:image:alt', imageAlt]]
      : []),
    ...extra,
  ].map((tag) => (typeof tag === 'string' ? tag : `<meta property="${tag[0]}" content="${escapeHtml(tag[1])}">`));
  const twitter = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', shareTitle],
    ['twitter:description', description],
    ...(image
      ? [
          ['twitter:image', image.url],
          ['twitter:image:alt', imageAlt],
        ]
      : []),
  ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`);
  const script = jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : [];
  return [...tags, ...twitter, ...script].join('');
}

const isText = (value) => typeof value === 'string' && value.length > 0;
/** An Open Graph property a meta script may add (`video:tag`), by name: nothing that could leave the attribute. */
const isProperty = (value) => typeof value === 'string' && /^[a-z][a-z0-9_:-]*$/i.test(value);

/**
 * The tags of a page from its meta script's `answer` (first-paint-scripts.js), or null when the answer
 * is not one: `{ title, shareTitle?, description, canonical, type, image?: { url, type? }, imageAlt?,
 * extra?: [property, content][], jsonLd? }`, `title` being the page's part of the tab title. URLs must
 * be absolute http(s); every value is escaped.
 */
function recordMeta(answer) {
  if (!answer || typeof answer !== 'object') return null;
  const { title, shareTitle, description, canonical, type, image, imageAlt, extra, jsonLd } = answer;
  const canonicalUrl = httpUrl(canonical);
  if (![title, description, type].every(isText) || !canonicalUrl) return null;
  const imageUrl = httpUrl(image?.url);
  const pairs = Array.isArray(extra)
    ? extra.filter((pair) => Array.isArray(pair) && isProperty(pair[0]) && typeof pair[1] === 'string')
    : [];
  return metaTags({
    title: documentTitle(title),
    shareTitle: isText(shareTitle) ? shareTitle : title,
    description,
    canonical: canonicalUrl,
    type,
    image: imageUrl ? { url: imageUrl, type: isText(image.type) ? image.type : null } : null,
    imageAlt: typeof imageAlt === 'string' ? imageAlt : '',
    extra: pairs.map(([property, content]) => [property, content]),
    jsonLd: jsonLd && typeof jsonLd === 'object' ? jsonLd : undefined,
  });
}

/** The tags of a page made from a record that is not known (API slow or down): the site's own, at the page's address. */
function genericMeta(canonical) {
  return metaTags({
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical,
    type: 'website',
    image: null,
    imageAlt: '',
  });
}

/** Whether each parameter of `page` (page-hints.js `pageAt`) looks as its remote declares (`paramPatterns`). */
function paramsReadable(page) {
  return Object.entries(page.paramPatterns ?? {}).every(([name, pattern]) => {
    try {
      return new RegExp(pattern).test(page.params?.[name] ?? '');
    } catch {
      return true;
    }
  });
}

/**
 * How the server describes `page` (page-hints.js `pageAt`): `{ meta }` (its tags), `{ missing: true }` when
 * its record does not exist (a parameter that cannot name one is not even asked about), or null for a page
 * whose remote declares no `meta` script. `records` are the API's (page-records.js), `scripts` the remotes'
 * (first-paint-scripts.js); `origin` is the site's public origin.
 */
async function describeRecordPage(page, { records, scripts, origin }) {
  if (!page?.record || typeof page.meta?.script !== 'string') return null;
  if (!paramsReadable(page)) return { missing: true };
  const answer = await records.lookup(page.record);
  if (answer && !answer.found) return { missing: true };
  const described = answer
    ? recordMeta(await scripts.run(page.meta.script, page.meta.function ?? 'meta', [answer.body, { origin }]))
    : null;
  return { meta: described ?? genericMeta(`${origin}${fillParams(page.path, page.params ?? {})}`) };
}

/** On a page whose record the API does not know (the 404 page): kept out of search results. */
const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * `html` (a page, as the build writes it: minified, attributes quoted only when they must be) with
 * its own `<title>` and description replaced by `tags`, which go right after the
 * charset declaration, before any script.
 */
function withPageMeta(html, tags) {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[\s>][^>]*>?/i, '');
  const anchor = /<meta charset[^>]*>/i.test(stripped) ? /<meta charset[^>]*>/i : /<head[^>]*>/i;
  return stripped.replace(anchor, (tag) => `${tag}${tags}`);
}

module.exports = { describeRecordPage, paramsReadable, recordMeta, genericMeta, withPageMeta, NOINDEX };
