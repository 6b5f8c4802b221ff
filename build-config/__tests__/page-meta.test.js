'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { serve } = require('../serve');
const { recordMeta } = require('../page-meta');
const { HOST_PAGES, answerRemoteFile, remoteUrlsAt } = require('./repository-pages');

/** As the shell's build writes it: minified, attributes quoted only when they must be. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="Book cinema tickets."><title>ReelTime · Book movie tickets</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const SITE = 'https://tickets.reeltime.test';
const TITLE = 'Don\'t "Stop" </script><b>Now</b> & Then';

const movie = (api) => ({
  id: 7,
  title: TITLE,
  description: 'A night train through the monsoon. </script><script>alert(1)</script> Nothing stops it.',
  thumbnail: `${api}/poster-images/abc123-480.webp`,
  trailer: null,
  duration: 135,
  certification: 'UA',
  language: 'Hindi, English',
  genre: 'Drama, Thriller',
  releaseDate: '2026-11-01',
  rating: { average: 4.3, count: 1204 },
  slots: [
    {
      slotId: 41,
      id: 41,
      showDate: '2026-11-27',
      startTime: '19:30',
      startsAt: '2026-11-27T19:30:00+05:30',
      theaterName: 'Aurora Cinemas',
      location: 'Lower Parel, Mumbai',
      city: 'Mumbai',
      totalSeats: 100,
      availableSeats: 12,
      cinemaId: 3,
      facilities: [],
      format: 'IMAX',
      audioLanguage: 'Hindi',
      subtitles: 'English',
      minPrice: 250,
      maxPrice: 450,
      cancellationPolicy: { cutoffMinutes: 60, refundPercent: 100 },
    },
    {
      slotId: 42,
      id: 42,
      showDate: '2026-11-27',
      startTime: '22:00',
      startsAt: '2026-11-27T22:00:00+04:00',
      theaterName: 'Gulf Screens',
      location: 'Marina',
      city: 'Dubai',
      totalSeats: 100,
      availableSeats: 0,
      cinemaId: 4,
      facilities: [],
      format: '2D',
      audioLanguage: 'English',
      subtitles: null,
      minPrice: 180,
      maxPrice: 180,
      cancellationPolicy: { cutoffMinutes: 60, refundPercent: 100 },
    },
  ],
});

const cinema = (api) => ({
  id: 3,
  name: 'Aurora <Cinemas>',
  city: 'Mumbai',
  address: 'Lower Parel, Mumbai',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora',
  facilities: ['Parking', 'Wheelchair access'],
  timeZone: 'Asia/Kolkata',
  accessibility: {
    wheelchairSpaces: 2,
    companionSeats: 2,
    screens: 3,
    screensWithWheelchairSpaces: 1,
    features: ['Wheelchair access'],
  },
  cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
  showDates: ['2026-11-27'],
  films: [
    {
      id: 9,
      title: 'Zebra Crossing',
      thumbnail: `${api}/posters/9.svg`,
      duration: 95,
      certification: 'U',
      language: 'Tamil',
      genre: 'Comedy',
      shows: [
        {
          slotId: 51,
          id: 51,
          showDate: '2026-11-27',
          startTime: '21:00',
          startsAt: '2026-11-27T21:00:00+05:30',
          screenName: 'Screen 1',
          format: '3D',
          audioLanguage: 'Tamil',
          subtitles: null,
          minPrice: 200,
          maxPrice: 300,
        },
      ],
    },
    {
      id: 7,
      title: TITLE,
      thumbnail: `${api}/poster-images/abc123-480.webp`,
      duration: 135,
      certification: 'UA',
      language: 'Hindi',
      genre: 'Drama',
      shows: [
        {
          slotId: 41,
          id: 41,
          showDate: '2026-11-27',
          startTime: '19:30',
          startsAt: '2026-11-27T19:30:00+05:30',
          screenName: 'Screen 2',
          format: 'IMAX',
          audioLanguage: 'Hindi',
          subtitles: 'English',
          minPrice: 250,
          maxPrice: 450,
        },
      ],
    },
  ],
});

/**
 * A tiny API: movie 7 and cinema 3 exist, 8 answers too late, 9 fails, anything else is unknown; lists can be
 * switched off. It also serves the remotes' deployed files: their manifests, declaring their pages, and scripts.
 */
function startFakeApi() {
  const state = { requests: new Map(), listsUp: true };
  const server = http.createServer((request, response) => {
    const url = request.url;
    state.requests.set(url, (state.requests.get(url) ?? 0) + 1);
    if (answerRemoteFile(url, response)) return;
    const api = `http://127.0.0.1:${server.address().port}`;
    const json = (status, body) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/movies/7') return json(200, movie(api));
    if (url === '/cinemas/3') return json(200, cinema(api));
    if (url === '/movies/8') return setTimeout(() => json(200, { ...movie(api), id: 8 }), 1_500);
    if (url === '/movies/9') return json(500, { error: 'Internal Server Error', message: 'boom' });
    if (url === '/movies' || url === '/cinemas') {
      if (!state.listsUp) return json(503, { error: 'Service Unavailable', message: 'down' });
      return json(200, url === '/movies' ? [{ id: 7 }, { id: 8 }, { id: 7 }] : [{ id: 3 }, { id: 4 }]);
    }
    return json(404, { error: 'Not Found', message: 'No such record' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, state, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

let dist;
let api;
let app;
let site;

const META_SCRIPT = '/catalog/first-paint/pageMeta.cjs';

/**
 * The site with its API at `apiBaseUrl`, the remotes' files served by the fake API; resolves once its server
 * has fetched the remotes' manifests and the catalog's meta script (as a server running for a while has).
 */
async function startSite(apiBaseUrl, more = {}) {
  const fetched = api.state.requests.get(META_SCRIPT) ?? 0;
  const server = await serve({
    dir: dist,
    port: 0,
    host: '127.0.0.1',
    name: 'test',
    env: { API_BASE_URL: apiBaseUrl, SHELL_URL: `${SITE}/`, ...remoteUrlsAt(api.origin), ...more },
  });
  for (let attempt = 0; attempt < 250 && (api.state.requests.get(META_SCRIPT) ?? 0) === fetched; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { server, origin: `http://127.0.0.1:${server.server.address().port}` };
}

nodeTest.before(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'reeltime-page-meta-'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(dist, 'startup-assets.json'),
    JSON.stringify({ role: 'host', scripts: [], styles: [], ...HOST_PAGES }),
  );
  api = await startFakeApi();
  const started = await startSite(api.origin);
  app = started.server;
  site = started.origin;
});

nodeTest.after(async () => {
  await app?.close();
  api?.server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = async (pathname, origin = site) => {
  const started = Date.now();
  const response = await fetch(`${origin}${pathname}`);
  return { response, body: await response.text(), ms: Date.now() - started };
};
const metaContent = (html, key) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match && match[1];
};
const jsonLd = (html) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(match, 'JSON-LD present');
  return JSON.parse(match[1]);
};
/** Everything before the first script that runs: what a link preview (no script) reads. */
const beforeScripts = (html) => html.slice(0, html.search(/<script(?! type="application\/ld\+json")/));

nodeTest.test(
  'a movie page carries its title, description, canonical URL, preview tags with the poster and JSON-LD, before any script, escaped',
  async () => {
    const { response, body } = await get('/movies/7?utm_source=chat');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const head = beforeScripts(body);
    const escapedTitle =
      'Don&#39;t &quot;Stop&quot; &lt;/script&gt;&lt;b&gt;Now&lt;/b&gt; &amp; Then — Tickets | ReelTime';
    assert.ok(head.includes(`<title>${escapedTitle}</title>`), 'the movie’s title, escaped');
    assert.equal((body.match(/<title>/g) ?? []).length, 1, 'one title');
    assert.equal((body.match(/<meta name="?description/g) ?? []).length, 1, 'one description');
    assert.ok(
      head.includes(`<link rel="canonical" href="${SITE}/movies/7">`),
      'canonical on the public origin, without the query',
    );
    assert.equal(metaContent(head, 'og:type'), 'video.movie');
    assert.equal(
      metaContent(head, 'og:title'),
      'Don&#39;t &quot;Stop&quot; &lt;/script&gt;&lt;b&gt;Now&lt;/b&gt; &amp; Then',
      'the film alone',
    );
    assert.equal(metaContent(head, 'og:site_name'), 'ReelTime');
    assert.equal(metaContent(head, 'og:url'), `${SITE}/movies/7`);
    assert.equal(
      metaContent(head, 'og:image'),
      `${api.origin}/poster-images/abc123-960.jpg`,
      'the uploaded poster’s large JPEG',
    );
    assert.equal(metaContent(head, 'og:image:type'), 'image/jpeg');
    assert.equal(metaContent(head, 'twitter:card'), 'summary_large_image');
    assert.equal(metaContent(head, 'twitter:image'), `${api.origin}/poster-images/abc123-960.jpg`);
    assert.match(metaContent(head, 'og:description'), /^A night train through the monsoon\. &lt;\/script&gt;/);
    assert.ok(!body.includes('</script><script>alert(1)'), 'no markup from the record reaches the page');
    assert.ok(!body.includes('<b>Now</b>'));

    // What the film's JSON-LD says is the catalog's script's to test (mf-catalog first-paint/__tests__).
    const [film, ...events] = jsonLd(body)['@graph'];
    assert.deepEqual(
      [film['@type'], film.name, events.length],
      ['Movie', TITLE, 2],
      'the film and its shows, unescaped',
    );
  },
);

nodeTest.test('a cinema page carries the tags the catalog’s script makes of its record', async () => {
  const { response, body } = await get('/cinemas/3/');
  assert.equal(response.status, 200);
  const head = beforeScripts(body);
  assert.ok(head.includes('<title>Aurora &lt;Cinemas&gt; — Showtimes | ReelTime</title>'));
  assert.ok(head.includes(`<link rel="canonical" href="${SITE}/cinemas/3">`));
  assert.equal(metaContent(head, 'og:type'), 'website');
  assert.equal(metaContent(head, 'og:title'), 'Aurora &lt;Cinemas&gt; — Showtimes');
  assert.equal(
    metaContent(head, 'description'),
    'Aurora &lt;Cinemas&gt;, Lower Parel, Mumbai: showtimes and tickets. 2 films showing. Facilities: Parking, Wheelchair access.',
  );
  assert.equal(
    metaContent(head, 'og:image'),
    `${api.origin}/poster-images/abc123-960.jpg`,
    'the poster of the film showing next',
  );
  const [theater, ...events] = jsonLd(body)['@graph'];
  assert.deepEqual([theater['@type'], theater.name, events.length], ['MovieTheater', 'Aurora <Cinemas>', 2]);
});

nodeTest.test('records are kept for a while: a second visit does not ask the API again', async () => {
  await get('/movies/7');
  const before = api.state.requests.get('/movies/7');
  const again = await get('/movies/7');
  assert.equal(again.response.status, 200);
  assert.equal(api.state.requests.get('/movies/7'), before);
  assert.match(again.body, /<meta property="og:type" content="video.movie">/);
});

nodeTest.test('an unknown or unreadable movie or cinema id is the 404 page, kept out of search results', async () => {
  for (const pathname of ['/movies/12345', '/cinemas/99', '/movies/abc', '/movies/0', '/cinemas/99999999999999999']) {
    const { response, body } = await get(pathname);
    assert.equal(response.status, 404, pathname);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.ok(body.includes('<meta name="robots" content="noindex">'), pathname);
    assert.ok(body.includes('<div id=root>'), 'the shell renders its not-found page');
    assert.ok(!body.includes('og:'), pathname);
  }
  assert.equal(api.state.requests.get('/movies/abc'), undefined, 'an id no page can name is not asked for');
});

nodeTest.test(
  'when the API is slow, failing or down the page goes out at once with the site’s own tags, never an error',
  async () => {
    const down = await startSite('http://127.0.0.1:9');
    try {
      for (const [origin, pathname] of [
        [site, '/movies/8'],
        [site, '/movies/9'],
        [down.origin, '/movies/7'],
        [down.origin, '/cinemas/3'],
      ]) {
        const { response, body, ms } = await get(pathname, origin);
        assert.equal(response.status, 200, pathname);
        assert.ok(ms < 1_000, `${pathname} took ${ms} ms`);
        const head = beforeScripts(body);
        assert.ok(head.includes('<title>ReelTime — Book movie tickets</title>'), pathname);
        assert.ok(head.includes(`<link rel="canonical" href="${SITE}${pathname}">`), pathname);
        assert.equal(metaContent(head, 'og:type'), 'website');
        assert.ok(!body.includes('application/ld+json'), pathname);
      }
    } finally {
      await down.server.close();
    }
  },
);

nodeTest.test(
  'where the browsers’ API address does not lead to the API from the server, API_INTERNAL_URL does',
  async () => {
    const internal = await startSite('http://127.0.0.1:9', { API_INTERNAL_URL: api.origin });
    try {
      const { response, body } = await get('/movies/7', internal.origin);
      assert.equal(response.status, 200);
      assert.equal(metaContent(body, 'og:type'), 'video.movie');
      assert.match(body, /"apiBaseUrl":"http:\/\/127\.0\.0\.1:9"/, 'browsers still get the public address');
    } finally {
      await internal.server.close();
    }
  },
);

nodeTest.test('other pages keep the template’s own title and description, untouched', async () => {
  for (const pathname of ['/', '/movies', '/help']) {
    const { body } = await get(pathname);
    assert.ok(body.includes('<title>ReelTime · Book movie tickets</title>'), pathname);
    assert.ok(body.includes('<meta name=description content="Book cinema tickets.">'), pathname);
    assert.ok(!body.includes('og:') && !body.includes('canonical') && !body.includes('ld+json'), pathname);
  }
});

nodeTest.test('/robots.txt lets crawlers in, keeps them out of private pages and points at the sitemap', async () => {
  const { response, body } = await get('/robots.txt');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal(response.headers.get('cache-control'), 'public, max-age=3600');
  const lines = body.split('\n');
  assert.equal(lines[0], 'User-agent: *');
  assert.ok(lines.includes('Allow: /'));
  for (const page of ['/admin', '/payment', '/my-bookings', '/info', '/favorite', '/movies/*/seat-selection'])
    assert.ok(lines.includes(`Disallow: ${page}`), page);
  assert.ok(!lines.some((line) => /^Disallow: \/(movies|cinemas|help)?$/.test(line)), 'public pages stay crawlable');
  // The same pages say so in their HTML: their owners declare them kept out of search.
  for (const pathname of ['/payment', '/movies/7/seat-selection', '/admin/shows', '/favorite'])
    assert.ok((await get(pathname)).body.includes('<meta name="robots" content="noindex">'), pathname);
  assert.ok(!(await get('/movies')).body.includes('noindex'));

  // While a remote's declarations are unknown the file would miss its pages: crawlers are asked to come back.
  const adminDown = await startSite(api.origin, { ADMIN_REMOTE_URL: 'http://127.0.0.1:9/mf-manifest.json' });
  try {
    const unavailable = await get('/robots.txt', adminDown.origin);
    assert.equal(unavailable.response.status, 503);
    assert.equal(unavailable.response.headers.get('retry-after'), '60');
    assert.ok(
      (await get('/payment', adminDown.origin)).body.includes('content="noindex"'),
      'the known remotes still say so',
    );
  } finally {
    await adminDown.server.close();
  }
  assert.ok(lines.includes(`Sitemap: ${SITE}/sitemap.xml`));
});

nodeTest.test(
  '/sitemap.xml lists the public pages, every movie and cinema at absolute URLs; without the API it asks to come back',
  async () => {
    const { response, body } = await get('/sitemap.xml');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/xml; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=900');
    assert.ok(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    );
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const pathname of [
      '',
      '/movies',
      '/help',
      '/faq',
      '/refund-policy',
      '/movies/7',
      '/movies/8',
      '/cinemas/3',
      '/cinemas/4',
    ]) {
      assert.ok(locs.includes(`${SITE}${pathname || '/'}`), pathname);
    }
    assert.equal(locs.filter((loc) => loc === `${SITE}/movies/7`).length, 1, 'each page once');
    for (const hidden of ['/admin', '/payment', '/my-bookings', '/info', '/favorite'])
      assert.ok(!locs.includes(`${SITE}${hidden}`), hidden);
    assert.match(body, new RegExp(`<url><loc>${SITE}/help</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));

    const down = await startSite('http://127.0.0.1:9');
    try {
      const unavailable = await get('/sitemap.xml', down.origin);
      assert.equal(unavailable.response.status, 503);
      assert.equal(unavailable.response.headers.get('retry-after'), '60');
      assert.equal(unavailable.response.headers.get('cache-control'), 'no-store');
    } finally {
      await down.server.close();
    }
  },
);

nodeTest.test(
  'a meta script’s answer is checked: no http(s) canonical, no page tags; odd property names and image URLs are left out',
  () => {
    const answer = {
      title: 'Offers',
      description: 'Deals <b>today</b>',
      canonical: 'https://tickets.reeltime.test/offers/1',
      type: 'website',
      image: { url: 'javascript:alert(1)' },
      extra: [
        ['video:tag', 'Deals'],
        ['x" onload="alert(1)', 'no'],
        ['video:tag', 5],
      ],
    };
    const tags = recordMeta(answer);
    assert.ok(
      tags.startsWith(
        '<title>Offers | ReelTime</title><meta name="description" content="Deals &lt;b&gt;today&lt;/b&gt;">',
      ),
    );
    assert.equal(metaContent(tags, 'video:tag'), 'Deals');
    assert.ok(!tags.includes('onload') && !tags.includes('javascript:') && !tags.includes('og:image'));
    assert.equal(metaContent(tags, 'twitter:card'), 'summary');
    for (const broken of [null, 'tags', { ...answer, canonical: 'javascript:alert(1)' }, { ...answer, title: '' }])
      assert.equal(recordMeta(broken), null);
  },
);

nodeTest.test(
  'every page carries the pages the remotes declare, with their tab titles, for the shell to route and name them',
  async () => {
    for (const pathname of ['/', '/help', '/movies/7']) {
      const { body } = await get(pathname);
      const block = /<script type="application\/json" id="rt-site-pages">([^<]*)<\/script>/.exec(body);
      assert.ok(block, pathname);
      assert.deepEqual(JSON.parse(block[1]), {
        pages: [
          { path: '/', remote: 'catalog', module: 'HomePage', title: null },
          { path: '/movies', remote: 'catalog', module: 'MoviesPage', title: 'All Movies' },
          { path: '/movies/:id', remote: 'catalog', module: 'MovieDetailPage' },
          { path: '/cinemas/:id', remote: 'catalog', module: 'CinemaPage' },
          { path: '/movies/:id/seat-selection', remote: 'booking', module: 'SeatSelectionPage' },
          { path: '/payment', remote: 'booking', module: 'PaymentPage', title: 'Payment' },
          { path: '/info', remote: 'account', module: 'ProfilePage', title: 'Your Profile' },
          { path: '/my-bookings', remote: 'account', module: 'MyBookingsPage', title: 'My Bookings' },
          { path: '/favorite', remote: 'account', module: 'FavoritesPage', title: 'Favourites' },
          { path: '/admin/*', remote: 'admin', module: 'AdminApp' },
        ],
        unknown: [],
      });
    }
  },
);
