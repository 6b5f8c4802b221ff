'use strict';

const { matchRoute, fillParams } = require('./route-table');
const { framedPaint, FIRST_PAINT_ID, FIRST_PAINT_OFF, NO_FIRST_PAINT } = require('./first-paint');

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON that is safe inside a <script> element (no `</script>`, no U+2028/2029 surprises). */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Chromium keeps a failed script or stylesheet preload and hands its error to the first <script> or
 * <link rel=stylesheet> asking for that URL, even once the server is back: a remote that was down when the page
 * loaded would fail again on Retry. A throwaway script (or a stylesheet for no media) consumes the failed preload at
 * once, so Retry goes to the network.
 * The first paint leaves the accessibility tree as its fade-out starts (while it fades, the page it stands in for
 * is already there: one heading, not two) and removes itself once faded out, or once the document is read when it is
 * not drawn at all (a paint skipped never fades). All are listeners on the document (capturing, so
 * they see a `<link>`'s error), in the page's one inline script: the policy runs no inline handlers.
 */
const RETRY_FAILED_PRELOADS =
  "document.addEventListener('error',function(e){var l=e.target;if(l&&l.tagName==='LINK'&&l.rel==='preload'&&(l.as==='script'||l.as==='style')){" +
  "var s=document.createElement(l.as==='script'?'script':'link');if(l.as==='script')s.src=l.href;else{s.rel='stylesheet';s.media='not all';s.href=l.href}" +
  's.onload=s.onerror=function(){s.remove()};document.head.appendChild(s)}},true);';
const REMOVE_FIRST_PAINT =
  `['transitionend','animationend'].forEach(function(t){document.addEventListener(t,function(e){var p=e.target.closest&&e.target.closest('#${FIRST_PAINT_ID}');if(p)p.remove()},true)});` +
  `['transitionrun','animationstart'].forEach(function(t){document.addEventListener(t,function(e){if(e.target.id==='${FIRST_PAINT_ID}')e.target.setAttribute('aria-hidden','true')},true)});` +
  `document.addEventListener('DOMContentLoaded',function(){var p=document.getElementById('${FIRST_PAINT_ID}');if(p&&getComputedStyle(p).display==='none')p.remove()});`;
/**
 * The first paint shows the first film now showing in every city; with a city chosen (remembered in
 * localStorage by shared-lib's city store) or filters in the URL the page starts with another, so none is painted.
 */
const SKIP_FIRST_PAINT =
  "try{if(localStorage.getItem('reeltime.city')||/[?&](language|genre|format)=/.test(location.search))" +
  `document.documentElement.setAttribute('${NO_FIRST_PAINT}','')}catch(e){}`;

/**
 * A page whose first paint is only right for a browser that holds a key in its localStorage (`whenStored` in its
 * declaration: a customer's own page needs the session the app keeps there, which the server never sees) skips it
 * without that key, or when storage cannot be read (the app then has no session either).
 */
const skipPaintWithoutStored = (key) =>
  `try{if(localStorage.getItem(${scriptJson(String(key))})===null)throw 0}catch(e){document.documentElement.setAttribute('${FIRST_PAINT_OFF}','')}`;

/** `${base}${path}` the way axios joins a base URL and a relative path. */
/** The share key of ReelTime's MUI theme (`@reeltime/shared-lib/mui`), provided by the shell. */
const MUI_THEME_SHARE_KEY = '@reeltime/shared-lib/mui';

const joinUrl = (base, path) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * The query parameters a page declares (`queryParams`: name → the pattern its value must match) as `search`
 * carries them: `{ show: '42' }`. One that is missing, repeated or not in its declared shape is left out.
 */
function declaredQuery(search, patterns) {
  const query = {};
  if (!patterns || typeof patterns !== 'object') return query;
  const params = new URLSearchParams(search ?? '');
  for (const [name, pattern] of Object.entries(patterns)) {
    const values = params.getAll(name);
    if (values.length !== 1) continue;
    try {
      if (new RegExp(pattern).test(values[0])) query[name] = values[0];
    } catch {
      // A pattern that does not compile accepts nothing.
    }
  }
  return query;
}

/** A `:name` left in a filled template: a parameter neither the route nor the query gave. */
const UNFILLED = /:[A-Za-z_]\w*/;

/**
 * The remote page of the route table `routes` at `pathname` (with its query, `search`) with what its remote
 * declares for it in its manifest (remote-pages.js): the route's parameters and the declared query parameters
 * (`query`) filled into its API paths, its record and its picture's list. An API call a parameter is missing for
 * is not preloaded; a record that cannot be named leaves the page without its first paint and its description.
 * Null for the shell's own pages and unknown paths. Until the remote's manifest is known the page is preloaded
 * without its declarations.
 */
function pageAt(pathname, routes, manifests, search = '') {
  const route = matchRoute(pathname, routes);
  if (!route) return null;
  const declared = manifests?.pageFor(route.remote, route.expose) ?? {};
  const query = declaredQuery(search, declared.queryParams);
  const fill = (template) => {
    const filled = fillParams(String(template), { ...query, ...route.params });
    return UNFILLED.test(filled) ? null : filled;
  };
  const imageApi = declared.image?.api ? fill(declared.image.api) : null;
  const record = declared.record ? fill(declared.record) : null;
  const unnamed = Boolean(declared.record) && record === null;
  return {
    ...route,
    query,
    api: Array.isArray(declared.api) ? declared.api.map(fill).filter(Boolean) : [],
    record,
    image: imageApi ? { ...declared.image, api: imageApi } : null,
    firstPaint: unnamed ? null : (declared.firstPaint ?? null),
    meta: unnamed ? null : (declared.meta ?? null),
    paramPatterns: declared.paramPatterns ?? null,
    muiTheme: declared.muiTheme === true,
  };
}

/**
 * What the server adds to one page: its first paint for the start of `<body>` (`body`: `painted`, what the
 * page's remote drew, see first-paint.js) and the `<head>` additions (`head`): the runtime config inlined (so
 * the app needs no `/app-config.json` round-trip), preconnects, and preloads of everything the page's first
 * render needs, so the browser fetches it all in parallel right after the HTML:
 * - the app's own startup chunks (from `startup-assets.json`, written by its build), and for a
 *   page drawn with MUI (`muiTheme` in its remote's declaration) the files of the shell's MUI theme;
 * - for a host page whose route belongs to a remote: that remote's manifest, `remoteEntry.js` and
 *   the exposed module's chunks (read from the manifest the server holds), the API data the
 *   page asks for first, and the page's LCP image (a plain image request, like the `<img>`).
 *
 * Request modes match how the app asks, or the browser would not use the preload: scripts are
 * plain `<script>` tags (no `crossorigin`); the manifest (`fetch`) and the API (axios, no
 * credentials) are CORS requests without credentials (`crossorigin` = anonymous).
 */
function pageHints({ page: route = null, config, startupAssets, manifests, lcpImages, nonce, painted = null }) {
  const tags = [];
  const preconnect = new Set();
  const preloads = [];
  const preload = (href, as, crossorigin = false, priority = null) =>
    preloads.push({ href, as, crossorigin, priority });

  let paint = null;
  if (route) {
    // The first paint its remote drew (first-paint.js), in the frame every first paint shares.
    paint = painted ? framedPaint(painted) : null;
    // The picture the page paints largest first: fetched at once, ahead of the scripts.
    const image = painted ? painted.image : lcpImages?.imageFor(route.image);
    if (image) preload(image, 'image', false, 'high');
    for (const path of route.api) preload(joinUrl(config.apiBaseUrl, path), 'fetch', true);
    const apiOrigin = originOf(config.apiBaseUrl);
    if (apiOrigin) preconnect.add(apiOrigin);
    const remote = manifests?.assetsFor(route.remote, route.expose);
    if (remote) {
      preload(remote.manifest, 'fetch', true);
      preload(remote.remoteEntry, 'script');
      for (const file of remote.scripts) preload(file, 'script');
      for (const file of remote.styles) preload(file, 'style');
      const remoteOrigin = originOf(remote.remoteEntry);
      if (remoteOrigin) preconnect.add(remoteOrigin);
    } else {
      const manifestOrigin = originOf(config.remotes?.[route.remote]);
      if (manifestOrigin) preconnect.add(manifestOrigin);
    }
  }
  for (const file of startupAssets.scripts) preload(`/${file}`, 'script');
  // A page drawn with MUI shows inside the shell's MUI theme: its files come with the startup, not two requests later.
  if (route?.muiTheme)
    for (const file of startupAssets.sharedFiles?.[MUI_THEME_SHARE_KEY] ?? []) preload(`/${file}`, 'script');
  for (const file of startupAssets.styles) preload(`/${file}`, 'style');

  for (const origin of preconnect) {
    // CORS without credentials (API, manifest) and plain script loads use different connections.
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin>`);
    tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
  }
  for (const { href, as, crossorigin, priority } of preloads) {
    const fetchPriority = priority ? ` fetchpriority="${priority}"` : '';
    tags.push(
      `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin ? ' crossorigin' : ''}${fetchPriority}>`,
    );
  }
  if (paint) tags.push(paint.style);
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const whenStored = route?.firstPaint?.whenStored;
  const skips = paint
    ? REMOVE_FIRST_PAINT + SKIP_FIRST_PAINT + (whenStored ? skipPaintWithoutStored(whenStored) : '')
    : '';
  const script = `window.__REELTIME_CONFIG__=${scriptJson(config)};${RETRY_FAILED_PRELOADS}${skips}`;
  tags.unshift(`<script${nonceAttribute}>${script}</script>`);
  return { head: tags.join(''), body: paint?.body ?? '' };
}

/** The template's own stylesheet links (the shell's CSS). */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;

/**
 * The page HTML with the head additions after its charset declaration (before any script) and the
 * first paint, if any, at the start of `<body>`. With a first paint, the template's stylesheet links
 * follow it in `<body>`: a stylesheet there holds back only what comes after it, so the first paint
 * (styled inline) shows without waiting for the shell's CSS, while the deferred scripts still wait
 * for every stylesheet the HTML names before they run, so the shell never renders unstyled.
 */
function renderPage(template, { head, body = '' }) {
  const anchor = /<meta charset[^>]*>/i.test(template) ? /<meta charset[^>]*>/i : /<head[^>]*>/i;
  let html = template.replace(anchor, (tag) => `${tag}${head}`);
  if (!body) return html;
  const stylesheets = [];
  html = html.replace(/<head[^>]*>[\s\S]*?<\/head>/i, (headPart) =>
    headPart.replace(STYLESHEET_LINK, (link) => {
      stylesheets.push(link);
      return '';
    }),
  );
  return html.replace(/<body[^>]*>/i, (tag) => `${tag}${body}${stylesheets.join('')}`);
}

module.exports = { pageAt, pageHints, renderPage, joinUrl, scriptJson, MUI_THEME_SHARE_KEY };
