'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { LcpImages } = require('../lcp-images');
const { pageHints, renderPage } = require('../page-hints');
const { remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { pageOf, publishedFileFetch } = require('./repository-pages');

const API = 'http://api.test:8080';
const movie = (id, releaseDate) => ({ id, releaseDate, thumbnail: `${API}/posters/${id}.svg` });

/** A fake API: `answers` maps a URL to a body, or to an HTTP status to fail with. */
function fakeFetch(answers) {
  const calls = [];
  const fetchImpl = async (url) => {
    calls.push(url);
    const answer = answers[url];
    if (answer === undefined || typeof answer === 'number') return new Response('', { status: answer ?? 404 });
    return Response.json(answer);
  };
  return { fetchImpl, calls };
}

/**
 * The HTML of the page at `pathname` as the shell's server sends it when `lcpImages` knows its pictures: with the
 * first paint the catalog's published script and stylesheet draw (a page made from a record finds none).
 */
async function servedPage(pathname, lcpImages, { apiBaseUrl = API } = {}) {
  const page = pageOf(pathname);
  const painted = await remotePaint(page, {
    records: { lookup: async () => null },
    scripts: new FirstPaintScripts({ fetch: publishedFileFetch('catalog') }),
    styles: new FirstPaintStyles({ fetch: publishedFileFetch('catalog') }),
    lcpImages,
    paramsReadable: () => true,
  });
  const template = '<html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';
  const config = { apiBaseUrl, remotes: {} };
  return renderPage(
    template,
    pageHints({ page, config, startupAssets: { scripts: [], styles: [] }, lcpImages, painted }),
  );
}

const homeSources = pageOf('/').image;
const moviesSources = pageOf('/movies').image;

nodeTest.test('Home and All Movies preload the first film now showing in every city', async () => {
  const { fetchImpl } = fakeFetch({
    [`${API}/movies/browse`]: {
      city: null,
      nowShowing: [movie(7, '2026-01-01'), movie(3, '2026-05-01')],
      comingSoon: [movie(4, '2026-06-01')],
    },
  });
  const images = new LcpImages(() => API, { fetch: fetchImpl });
  await images.refreshAll(['/movies/browse']);
  assert.equal(images.imageFor(homeSources), `${API}/posters/7.svg`);
  assert.equal(images.imageFor(moviesSources), `${API}/posters/7.svg`);
});

nodeTest.test(
  'no hint while nothing is showing, the API is down, nothing is known yet, or the thumbnail is not an http(s) URL',
  async () => {
    const down = new LcpImages(() => API, { fetch: fakeFetch({}).fetchImpl });
    assert.equal(down.imageFor(homeSources), null, 'nothing fetched yet');
    await down.refreshAll(['/movies/browse']);
    assert.equal(down.imageFor(homeSources), null);

    for (const answer of [
      { nowShowing: [] },
      { nowShowing: [{ id: 1, releaseDate: '2026-01-01', thumbnail: 'javascript:alert(1)' }] },
      { unexpected: true },
    ]) {
      const odd = new LcpImages(() => API, { fetch: fakeFetch({ [`${API}/movies/browse`]: answer }).fetchImpl });
      await odd.refreshAll(['/movies/browse']);
      assert.equal(odd.imageFor(moviesSources), null, JSON.stringify(answer));
    }
  },
);

nodeTest.test('a page never waits for the API: stale lists are refreshed in the background', async () => {
  const answers = { [`${API}/movies/browse`]: { nowShowing: [movie(1, '2026-01-01')] } };
  const { fetchImpl, calls } = fakeFetch(answers);
  const images = new LcpImages(() => API, { fetch: fetchImpl, maxAgeMs: -1 });
  await images.refreshAll(['/movies/browse']);
  answers[`${API}/movies/browse`] = { nowShowing: [movie(5, '2026-09-01')] };
  assert.equal(images.imageFor(moviesSources), `${API}/posters/1.svg`, 'the cached answer, at once');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(images.imageFor(moviesSources), `${API}/posters/5.svg`, 'the refreshed answer next time');
  assert.ok(calls.length >= 2);
});

nodeTest.test('the page head preloads the LCP image first, at high priority, as a plain image request', () => {
  const lcpImages = { imageFor: (source) => (source ? `${API}/posters/1.svg?a="b"` : null) };
  const config = { apiBaseUrl: API, remotes: {} };
  const startupAssets = { scripts: ['main.0123456789.js'], styles: [] };
  const { head } = pageHints({ page: pageOf('/'), config, startupAssets, manifests: null, lcpImages });
  const preloads = head.match(/<link rel="preload"[^>]*>/g);
  assert.equal(
    preloads[0],
    `<link rel="preload" href="${API}/posters/1.svg?a=&quot;b&quot;" as="image" fetchpriority="high">`,
  );
  const { head: legal } = pageHints({
    page: pageOf('/terms-and-conditions'),
    config,
    startupAssets,
    manifests: null,
    lcpImages,
  });
  assert.ok(!legal.includes('as="image"'), 'routes without an image source get no image hint');
});

nodeTest.test("every image source a remote declares is one of its page's own first API calls", () => {
  const { ROUTE_TABLE } = require('./repository-pages');
  const { remoteRoutes } = require('../route-table');
  const withImages = remoteRoutes(ROUTE_TABLE)
    .map((route) => pageOf(route.path))
    .filter((page) => page?.image);
  assert.deepEqual(
    withImages.map((page) => page.path),
    ['/', '/movies'],
  );
  for (const page of withImages) assert.ok(page.api.includes(page.image.api), `${page.path}: ${page.image.api}`);
});

nodeTest.test(
  'Home and All Movies paint their first picture from the HTML; other pages and a page without a known picture do not',
  async () => {
    const image = `${API}/posters/1.svg`;
    const known = { imageFor: () => image };

    const html = await servedPage('/', known);
    const paint = html.match(
      /<body><div id="rt-first-paint" data-rt-first-film><div class="rt-fp">(.*?)<\/div><\/div><\/div><\/div><div id="root">/,
    );
    assert.ok(paint, 'the first paint opens <body>, before the app root');
    assert.ok(
      paint[1].includes(`<img src="${image}" alt="" fetchpriority="high">`),
      'the same picture as the preload and the hero',
    );
    assert.match(
      html,
      /<head><meta charset="utf-8">.*<style>#rt-first-paint\{.*pointer-events:none/,
      'styled from the head, never catching a click',
    );
    assert.match(
      html,
      /body:has\(\.rt-home \.rt-hero:not\(\.rt-hero--skeleton\)\) #rt-first-paint/,
      'it goes once the real hero is up',
    );

    const movies = await servedPage('/movies', known);
    assert.match(
      movies,
      /<div class="rt-fp__grid"><div class="rt-fp__poster"><img src="http:\/\/api\.test:8080\/posters\/1\.svg"/,
      'All Movies paints its first poster',
    );
    assert.match(
      movies,
      /body:has\(\.rt-browse-section>\.rt-movie-grid\) #rt-first-paint/,
      'it goes once the real grid is up',
    );
    assert.match(
      movies,
      /<div class="rt-fp__head"><\/div><div class="rt-fp__filters"><\/div><div class="rt-fp__title"><\/div><div class="rt-fp__grid">/,
      'under the heading, the filters and the section title',
    );
    // The movie grid's columns (shared-lib's movieCard.css): the early poster has its card's size, never a ghost of another.
    for (const [from, columns] of [
      [640, 3],
      [900, 4],
      [1200, 5],
    ]) {
      assert.match(
        movies,
        new RegExp(
          `@media \\(min-width:${from}px\\)\\{[^@]*#rt-first-paint \\.rt-fp__grid\\{[^}]*grid-template-columns:repeat\\(${columns},minmax\\(0,1fr\\)\\)`,
        ),
        `${columns} columns from ${from} px`,
      );
    }
    assert.ok(
      movies.includes("localStorage.getItem('reeltime.city')") &&
        movies.includes('<div id="rt-first-paint" data-rt-first-film>') &&
        movies.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}'),
      'not painted once a city is chosen',
    );

    for (const [pathname, lcpImages] of [
      ['/movies/3', known],
      ['/info', known],
      ['/', { imageFor: () => null }],
    ]) {
      assert.ok(!(await servedPage(pathname, lcpImages)).includes('rt-first-paint'), pathname);
    }
  },
);

nodeTest.test('a small SVG picture is inlined into the first paint; anything else is linked', async () => {
  const { INLINE_LIMIT } = require('../lcp-images');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 3"><text>"A" & B #1</text></svg>';
  const files = {
    [`${API}/posters/1.svg`]: { type: 'image/svg+xml; charset=utf-8', body: svg },
    [`${API}/posters/2.svg`]: { type: 'image/svg+xml', body: `<svg>${'x'.repeat(INLINE_LIMIT)}</svg>` },
    [`${API}/posters/3.jpg`]: { type: 'image/jpeg', body: 'jpeg' },
  };
  const fetchImpl = async (url) => {
    const file = files[url];
    return file
      ? new Response(file.body, { headers: { 'content-type': file.type } })
      : new Response('', { status: 404 });
  };
  const images = new LcpImages(() => API, { fetch: fetchImpl });
  for (const url of Object.keys(files)) await images.refreshInline(url);
  assert.equal(images.inlineImage(`${API}/posters/1.svg`), `data:image/svg+xml,${encodeURIComponent(svg)}`);
  assert.equal(images.inlineImage(`${API}/posters/2.svg`), null, 'too large');
  assert.equal(images.inlineImage(`${API}/posters/3.jpg`), null, 'not an SVG');

  const lcpImages = { imageFor: () => `${API}/posters/1.svg`, inlineImage: (url) => images.inlineImage(url) };
  const html = await servedPage('/', lcpImages);
  assert.ok(
    html.includes(`<img src="data:image/svg+xml,${encodeURIComponent(svg)}" alt="" fetchpriority="high">`),
    'the first paint needs no request',
  );
  assert.ok(
    html.includes(`<link rel="preload" href="${API}/posters/1.svg" as="image" fetchpriority="high">`),
    "the page's own <img> still gets its preload",
  );
});

nodeTest.test(
  'a list the API could not give yet (still starting) is asked again after retryMs, not after maxAgeMs',
  async () => {
    const answers = {};
    const { fetchImpl } = fakeFetch(answers);
    const images = new LcpImages(() => API, { fetch: fetchImpl, maxAgeMs: 60_000, retryMs: 10 });
    await images.refreshAll(['/movies/browse']);
    assert.equal(images.imageFor(moviesSources), null);
    answers[`${API}/movies/browse`] = { nowShowing: [movie(1, '2026-01-01')] };
    await new Promise((resolve) => setTimeout(resolve, 20));
    images.imageFor(moviesSources);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(images.imageFor(moviesSources), `${API}/posters/1.svg`);
  },
);

nodeTest.test('a remote manifest that failed (remote still starting) is asked again after retryMs', async () => {
  const { RemoteManifests } = require('../remote-manifests');
  let up = false;
  const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  const fetchImpl = async () => (up ? Response.json(manifest) : new Response('', { status: 503 }));
  const manifests = new RemoteManifests(() => ({ catalog: 'http://catalog.test/mf-manifest.json' }), {
    fetch: fetchImpl,
    maxAgeMs: 60_000,
    retryMs: 10,
  });
  await manifests.refreshAll();
  assert.equal(manifests.assetsFor('catalog', './HomePage'), null);
  up = true;
  await new Promise((resolve) => setTimeout(resolve, 20));
  manifests.assetsFor('catalog', './HomePage');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(manifests.assetsFor('catalog', './HomePage')?.remoteEntry, 'http://catalog.test/remoteEntry.js');
});
