'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { framedPaint, remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { declaredPages, pageOf, publishedFileFetch, publishedScript, serveShellOver } = require('./repository-pages');

/** The catalog's paint script and stylesheet, as its build publishes them beside its manifest. */
const SCRIPT = publishedScript('catalog', 'moviePaint.cjs');
const STYLE = publishedScript('catalog', 'movie.css');
const scripts = new FirstPaintScripts({ fetch: publishedFileFetch('catalog') });
const styles = new FirstPaintStyles({ fetch: publishedFileFetch('catalog') });
/** The movie page's first paint of `record` as the shell's server makes it: the catalog's markup in its look, framed. */
async function paintOf(record) {
  const records = { lookup: async () => ({ found: true, body: record }) };
  const painted = await remotePaint(pageOf('/movies/7'), {
    records,
    scripts,
    styles,
    lcpImages: null,
    paramsReadable: () => true,
  });
  return painted && { ...framedPaint(painted), image: painted.image };
}

const TITLE = 'Don\'t "Stop" </script><b>Now</b> & Then';
const POSTER = 'https://api.reeltime.test/posters/7.svg';

const show = (slotId, overrides = {}) => ({
  slotId,
  id: slotId,
  showDate: '2026-11-27',
  startTime: '19:30',
  theaterName: 'Aurora Cinemas',
  location: 'Lower Parel, Mumbai',
  city: 'Mumbai',
  totalSeats: 100,
  availableSeats: 60,
  cinemaId: 3,
  facilities: ['Parking'],
  format: 'IMAX',
  audioLanguage: 'Hindi',
  subtitles: 'English',
  minPrice: 250,
  maxPrice: 450,
  ...overrides,
});

const movie = (overrides = {}) => ({
  id: 7,
  title: TITLE,
  description:
    'A night train through the monsoon. <img src=x onerror=alert(1)> Nothing stops it, not the rain, not the dark, not the river in flood.',
  thumbnail: POSTER,
  duration: 135,
  certification: 'UA',
  language: 'Hindi',
  genre: 'Drama, Thriller',
  releaseDate: '2026-11-01',
  rating: { average: 4.25, count: 1204 },
  slots: [
    show(41),
    show(43, {
      startTime: '10:15',
      theaterName: '<Gulf> Screens',
      location: 'Marina',
      city: 'Dubai',
      cinemaId: 4,
      format: '2D',
      audioLanguage: 'English',
      subtitles: null,
      minPrice: 180,
      maxPrice: 180,
      availableSeats: 0,
    }),
    show(44, { startTime: '13:00', availableSeats: 20 }),
    show(45, { showDate: '2026-11-28', startTime: '09:00', theaterName: 'Tomorrow Talkies', cinemaId: 5 }),
  ],
  ...overrides,
});

/** The text a reader sees in `html` (tags dropped, the escapes this module writes read back). */
const text = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

nodeTest.test(
  'a movie is painted as real, escaped text: title as the heading, poster, rating, facts and the synopsis cut at 100 characters',
  async () => {
    const { body, style, image } = await paintOf(movie());
    assert.equal(image, POSTER, 'the poster is the picture to preload');
    assert.ok(
      body.includes('<h1>Don&#39;t &quot;Stop&quot; &lt;/script&gt;&lt;b&gt;Now&lt;/b&gt; &amp; Then</h1>'),
      'the title, escaped, as the heading',
    );
    assert.ok(
      !body.includes('<b>Now') && !body.includes('<img src=x') && !body.includes('</script>'),
      'no staff input reaches the markup as markup',
    );
    assert.ok(
      body.includes(
        `<img class="rt-fpm-poster" src="${POSTER}" alt="Don&#39;t &quot;Stop&quot; &lt;/script&gt;&lt;b&gt;Now&lt;/b&gt; &amp; Then poster"`,
      ),
    );
    const visible = text(body);
    assert.ok(visible.includes('4.3 ★ · 1,204 verified'), 'the verified rating');
    for (const chip of ['UA', 'Drama', '2h 15m', 'Hindi']) assert.ok(visible.includes(chip), chip);
    assert.ok(
      visible.includes(
        'A night train through the monsoon. <img src=x onerror=alert(1)> Nothing stops it, not the rain, not...',
      ),
      'synopsis cut as the page cuts it',
    );
    assert.ok(visible.includes('Read More'));
    assert.ok(
      visible.includes('Release date1 Nov 2026') &&
        visible.includes('Duration2h 15m') &&
        visible.includes('CertificationUA'),
      'the facts list',
    );
    assert.match(
      style,
      /^<style>#rt-first-paint\{[^}]*pointer-events:none/,
      'the frame shared with the other first paints',
    );
  },
);

nodeTest.test(
  'the showtimes of every city are listed for the first date, each bookable show a real link to its seat selection',
  async () => {
    const { body } = await paintOf(movie());
    const visible = text(body);
    assert.ok(visible.includes('Book Tickets'));
    assert.match(
      body,
      /<div class="rt-fpm-cities"><span class="rt-fpm-pill">Dubai<\/span><span class="rt-fpm-pill">Mumbai<\/span><\/div>/,
      'the cities A to Z, none chosen',
    );
    assert.ok(
      visible.includes('Format2DIMAX') && visible.includes('LanguageEnglishHindi'),
      'the format and language choices',
    );
    assert.ok(
      visible.includes('Time of dayMorning (before 12 PM)Afternoon (12–4 PM)Evening (4–8 PM)'),
      'the parts of the day the shows cover',
    );
    assert.match(
      body,
      /<span class="rt-fpm-date rt-fpm-on"><span class="rt-fpm-dd">Fri<\/span> <b>27<\/b> <span class="rt-fpm-dd">Nov<\/span><\/span><span class="rt-fpm-date">/,
      'first date picked',
    );
    const cinemas = [...body.matchAll(/<h3 class="rt-fpm-h3">(.*?)<\/h3>/g)].map((match) => text(match[1]));
    assert.deepEqual(
      cinemas,
      ['<Gulf> Screens', 'Aurora Cinemas'],
      'the first date’s cinemas by city, then name; the next date’s are not listed',
    );
    assert.ok(
      body.includes('<a class="rt-fpm-cname" href="/cinemas/3">Aurora Cinemas</a>'),
      'a cinema links to its page',
    );
    const links = [...body.matchAll(/<a class="rt-fpm-show[^"]*" href="([^"]+)">(.*?)<\/a>/g)].map((match) => [
      match[1],
      text(match[2]),
    ]);
    assert.deepEqual(
      links,
      [
        ['/movies/7/seat-selection?show=44', '1:00 PM IMAX · Hindi · English subtitles ₹250–₹450 Filling fast'],
        ['/movies/7/seat-selection?show=41', '7:30 PM IMAX · Hindi · English subtitles ₹250–₹450 Available'],
      ],
      'shows by start time, with their format, sound, prices and seats',
    );
    assert.match(
      body,
      /<span class="rt-fpm-show rt-fpm-sold rt-fpm-detailed" aria-disabled="true"><span class="rt-fpm-stime">10:15 AM<\/span>.*?Sold out<\/span><\/span>/,
      'sold out is no link',
    );
  },
);

nodeTest.test('without shows the paint says so; what is not a movie is not painted', async () => {
  assert.ok(
    text((await paintOf(movie({ slots: [] }))).body).includes(
      'No shows scheduledThere are no upcoming shows for this movie yet.',
    ),
  );
  const noPoster = await paintOf(movie({ thumbnail: 'javascript:alert(1)' }));
  assert.equal(noPoster.image, null, 'only an http(s) poster is used');
  assert.ok(!noPoster.body.includes('javascript:'));
  for (const record of [null, undefined, 'film', {}, { id: 7 }, movie({ id: '7' }), movie({ title: '  ' })])
    assert.equal(await paintOf(record), null);
});

nodeTest.test(
  'the paint gives way to the page’s own movie, error or other page, and keeps only the header once a city is chosen',
  async () => {
    const { style, body } = await paintOf(movie());
    assert.ok(body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpm">'));
    assert.ok(
      style.includes('body:has(.rt-movie-detail>:not(button):not(.rt-skel)) #rt-first-paint'),
      'the page shows the movie, an error or "not found"',
    );
    assert.ok(
      style.includes('body:has(#main .rt-container>:not(.rt-state):not(.rt-movie-detail)) #rt-first-paint'),
      'another page',
    );
    assert.ok(style.includes('{opacity:0;visibility:hidden}'));
    assert.ok(
      style.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}') &&
        !body.includes('data-rt-first-film'),
      'the header stays with a city chosen',
    );
    assert.ok(
      style.includes('html[data-rt-no-first-paint] #rt-first-paint .rt-fpm .rt-fpm-book'),
      '… the other city’s showtimes do not',
    );
    assert.ok(style.includes('#rt-first-paint .rt-fpm a{pointer-events:auto}'), 'its links take taps');
  },
);

// Through the shell's server: the record it fetches for the preview tags paints the page.

nodeTest.test(
  'the shell’s server paints a known movie with the catalog’s script from the record it already reads, and nothing for an unknown one',
  async (t) => {
    let movieRequests = 0;
    let scriptRequests = 0;
    // The API, and the catalog's deployed files: its manifest declaring its pages, and the paint script.
    const manifest = {
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        pages: declaredPages('catalog'),
      },
      exposes: [],
    };
    manifest.metaData.pages['./MovieDetailPage'] = { ...manifest.metaData.pages['./MovieDetailPage'] };
    manifest.metaData.pages['./MovieDetailPage'].firstPaint = {
      script: 'first-paint/moviePaint.0123456789.cjs',
      style: 'first-paint/movie.0123456789.css',
    };
    const site = await serveShellOver(
      t,
      (request, response) => {
        const json = (status, body) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.url === '/catalog/mf-manifest.json') return json(200, manifest);
        if (request.url === '/catalog/first-paint/moviePaint.0123456789.cjs' && ++scriptRequests)
          return response.writeHead(200, { 'content-type': 'text/javascript' }).end(SCRIPT);
        if (request.url === '/catalog/first-paint/movie.0123456789.css')
          return response.writeHead(200, { 'content-type': 'text/css' }).end(STYLE);
        if (request.url === '/movies/7') {
          movieRequests += 1;
          return json(200, movie());
        }
        if (request.url === '/movies/9') return json(500, { error: 'Internal Server Error', message: 'boom' });
        return json(404, { error: 'Not Found', message: 'No such record' });
      },
      (origin) => ({
        CATALOG_REMOTE_URL: `${origin}/catalog/mf-manifest.json`,
      }),
    );
    const page = async (pathname) => {
      const response = await fetch(`${site}${pathname}`);
      return { status: response.status, html: await response.text() };
    };

    // The server fetches the manifests at start-up, then the paint scripts they name.
    for (let attempt = 0; attempt < 100 && scriptRequests === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const { status, html } = await page('/movies/7');
    assert.equal(status, 200);
    assert.match(
      html,
      /<body><div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpm">.*<h1>Don&#39;t &quot;Stop&quot;.*<\/div><div id=root>/,
      'painted before the app’s root',
    );
    assert.ok(
      html.includes(`<link rel="preload" href="${POSTER}" as="image" fetchpriority="high">`),
      'the poster is preloaded',
    );
    assert.equal(
      (html.match(/<link rel="preload" href="[^"]*\/movies\/7" as="fetch" crossorigin>/g) ?? []).length,
      1,
      'the movie’s data is asked for once, from the head',
    );
    assert.ok(html.includes("localStorage.getItem('reeltime.city')"), 'the page’s script knows when a city is chosen');
    assert.equal(movieRequests, 1, 'the record is read once for the tags and the paint');

    const unknown = await page('/movies/404');
    assert.equal(unknown.status, 404);
    assert.ok(!unknown.html.includes('rt-first-paint'), 'an unknown movie is not painted');
    const failing = await page('/movies/9');
    assert.equal(failing.status, 200);
    assert.ok(!failing.html.includes('rt-first-paint'), 'without the record the page goes out unpainted');
    assert.ok(html.includes('#rt-first-paint:has(.rt-fpm){animation-delay:30s}'), 'in the catalog’s look');
    assert.ok(!(await page('/cinemas/3')).html.includes('rt-first-paint'));
  },
);
