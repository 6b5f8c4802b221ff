'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { framedPaint, remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { pageAt } = require('../page-hints');
const { paramsReadable } = require('../page-meta');
const {
  answerRemoteFile,
  pageOf,
  publishedFileFetch,
  repositoryManifests,
  serveShellOver,
} = require('./repository-pages');

const scripts = new FirstPaintScripts({ fetch: publishedFileFetch('booking') });
const styles = new FirstPaintStyles({ fetch: publishedFileFetch('booking') });

/** The booking page's first paint at `url` (path and query) as the shell's server makes it from `record`, framed. */
async function paintOf(url, record = null) {
  const [pathname, search] = url.split('?');
  const records = { lookup: async (api) => (api === '/movies/7' ? { found: true, body: record } : { found: false }) };
  const painted = await remotePaint(pageOf(pathname, repositoryManifests, search), {
    records,
    scripts,
    styles,
    lcpImages: null,
    paramsReadable,
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
  theaterName: 'Aurora <Cinemas>',
  location: 'Lower Parel, Mumbai',
  city: 'Mumbai',
  totalSeats: 100,
  availableSeats: 60,
  cinemaId: 3,
  cancellationPolicy: { hoursBefore: 2, refundPercent: 75 },
  minPrice: 250,
  maxPrice: 450,
  ...overrides,
});

const movie = (overrides = {}) => ({
  id: 7,
  title: TITLE,
  thumbnail: POSTER,
  duration: 135,
  slots: [
    show(41),
    show(42, { availableSeats: 0 }),
    show(44, { showDate: '2026-11-28', startTime: '09:05', theaterName: 'Tomorrow Talkies', location: null }),
  ],
  ...overrides,
});

/** The text a reader sees in `html` (tags dropped, the escapes the scripts write read back). */
const text = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

nodeTest.test('a page reads the query parameters it declares, in their declared shape, and no others', () => {
  const at = (search) => pageOf('/movies/7/seat-selection', repositoryManifests, search).query;
  assert.deepEqual(at('show=41'), { show: '41' });
  assert.deepEqual(at('show=41&utm_source=mail'), { show: '41' }, 'undeclared ones are left out');
  for (const search of ['', 'show=', 'show=abc', 'show=41&show=42', 'show=1234567890123456789', 'show=%3Cb%3E'])
    assert.deepEqual(at(search), {}, `?${search}`);
});

nodeTest.test(
  'a record template may take a query parameter; without it the page has no record, no first paint and no such preload',
  () => {
    const table = { remotes: { booking: { ShowPage: '/shows/:cinema' } } };
    const declared = {
      api: ['/shows/:show/seats', '/cinemas/:cinema'],
      record: '/cinemas/:cinema/shows/:show',
      queryParams: { show: '^[0-9]+$' },
      firstPaint: { script: 'first-paint/show.cjs', style: 'first-paint/show.css' },
      meta: { script: 'first-paint/meta.cjs' },
    };
    const manifests = { pageFor: () => declared };
    const named = pageAt('/shows/3', table, manifests, 'show=41');
    assert.equal(named.record, '/cinemas/3/shows/41');
    assert.deepEqual(named.api, ['/shows/41/seats', '/cinemas/3']);
    assert.ok(named.firstPaint && named.meta);
    const unnamed = pageAt('/shows/3', table, manifests, 'show=x');
    assert.equal(unnamed.record, null);
    assert.deepEqual(unnamed.api, ['/cinemas/3'], 'nothing asked for with a parameter missing');
    assert.equal(unnamed.firstPaint, null);
    assert.equal(unnamed.meta, null);
  },
);

nodeTest.test(
  'seat selection is painted from the movie’s public record: progress, the film and the show the URL names, the map’s box',
  async () => {
    const { body, style, image } = await paintOf('/movies/7/seat-selection?show=41', movie());
    assert.equal(image, null, 'nothing to preload ahead: the page’s largest content is text');
    assert.ok(body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpb rt-fpb-seats">'));
    assert.ok(
      body.includes(
        '<h1 class="rt-fpb-title">Don&#39;t &quot;Stop&quot; &lt;/script&gt;&lt;b&gt;Now&lt;/b&gt; &amp; Then</h1>',
      ),
      'the title, escaped, as the page’s heading',
    );
    assert.ok(!body.includes('<b>Now') && !body.includes('<Cinemas>'), 'no staff input reaches the markup as markup');
    assert.ok(body.includes(`<img class="rt-fpb-poster" src="${POSTER}" alt="">`));
    const showLine = /<p class="rt-fpb-show">(.*?)<\/p>/.exec(body);
    assert.equal(text(showLine[1]), 'Aurora <Cinemas>, Lower Parel, Mumbai · Fri, 27 Nov 2026 · 7:30 PM');
    const visible = text(body);
    assert.ok(visible.includes('Movie & Show2Select Seats3Payment4Confirmation'), 'the progress, step 2 current');
    assert.match(body, /<li class="rt-fpb-step rt-fpb-current">.*?Select Seats/);
    assert.ok(visible.includes('All eyes this way'), 'the map’s box as the page draws it while seats load');
    assert.equal((body.match(/<div class="rt-fpb-row">/g) ?? []).length, 10, 'three tiers of rows');
    for (const key of ['Available', 'Selected', 'Booked', 'Held by someone', 'Wheelchair space', 'Companion seat'])
      assert.ok(visible.includes(key), `the map’s key: ${key}`);
    for (const customer of ['Booking Summary', 'Proceed', '₹'])
      assert.ok(!visible.includes(customer), `nothing of a customer’s choice: ${customer}`);
    assert.match(style, /^<style>#rt-first-paint\{[^}]*pointer-events:none/, 'the frame shared by every first paint');

    const other = await paintOf('/movies/7/seat-selection?show=44', movie());
    assert.equal(
      text(/<p class="rt-fpb-show">(.*?)<\/p>/.exec(other.body)[1]),
      'Tomorrow Talkies · Sat, 28 Nov 2026 · 9:05 AM',
    );
  },
);

nodeTest.test(
  'seat selection is not painted without a show it can name, or for one that cannot be booked',
  async () => {
    for (const url of [
      '/movies/7/seat-selection',
      '/movies/7/seat-selection?show=',
      '/movies/7/seat-selection?show=99',
      '/movies/7/seat-selection?show=42',
      '/movies/8/seat-selection?show=41',
      '/movies/x/seat-selection?show=41',
    ])
      assert.equal(await paintOf(url, movie()), null, url);
    for (const record of [null, 'film', {}, movie({ id: '7' }), movie({ title: ' ' }), movie({ slots: null })])
      assert.equal(await paintOf('/movies/7/seat-selection?show=41', record), null);
    const unsafe = await paintOf('/movies/7/seat-selection?show=41', movie({ thumbnail: 'javascript:alert(1)' }));
    assert.ok(!unsafe.body.includes('javascript:') && unsafe.body.includes('<span class="rt-fpb-poster"></span>'));
  },
);

nodeTest.test(
  'payment is painted as every payment starts: progress, heading, the warning, the summary’s card and the card form',
  async () => {
    const { body, style } = await paintOf('/payment');
    assert.ok(body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpb rt-fpb-pay">'));
    const visible = text(body);
    assert.ok(visible.includes('Movie & ShowSelect Seats3Payment4Confirmation'), 'two steps ticked, payment current');
    assert.ok(body.includes('<h1 class="rt-fpb-pay-title">Payment</h1>'));
    assert.ok(visible.includes('Please do not refresh or close this page until your payment is complete.'));
    assert.ok(visible.includes('Booking Summary'));
    for (const label of ['CardUPIWallet', 'Card Number', 'Expiry (MM/YY)', 'CVV', 'Cardholder Name', 'never stored'])
      assert.ok(visible.includes(label), label);
    assert.ok(visible.includes('mock payment gateway'));
    assert.ok(!visible.includes('₹'), 'no amount: the server knows no booking');
    assert.ok(!body.includes('cancellation-policy'), 'the cinema’s policy is the booking’s, not painted');
    assert.ok(
      style.includes('#rt-first-paint .rt-fpb-pay-form{display:none}') &&
        /@media \(min-width:900px\)\{[^@]*#rt-first-paint .rt-fpb-pay-form\{display:block/.test(style),
      'the form only from 900 px, beside the summary: below, the summary of unknown height comes first',
    );
  },
);

nodeTest.test('each booking paint gives way to its page’s own content or another page', async () => {
  const { style, body } = await paintOf('/payment');
  assert.ok(style.includes('body:has(.rt-bk-page) #rt-first-paint:has(.rt-fpb-seats)'), 'seat selection’s page');
  assert.ok(
    style.includes('body:has(.rt-bk-page>:not(.rt-bk-steps):not([role="status"])) #rt-first-paint:has(.rt-fpb-pay)'),
    'payment’s form, confirmation or error: more than the progress and a loading line',
  );
  assert.ok(
    style.includes('body:has(#main .rt-container>:not(.rt-state):not(.rt-bk-page)) #rt-first-paint'),
    'another page: the movie page a customer without a booking is sent to',
  );
  assert.ok(style.includes('{opacity:0;visibility:hidden}'));
  assert.ok(
    style.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}') &&
      !body.includes('data-rt-first-film'),
    'a city chosen (the catalogue’s first film) does not hide a booking’s paint',
  );
});

// Through the shell's server: the movie's record it reads (as for the movie page) paints the seat selection.

nodeTest.test(
  'the shell’s server paints seat selection from the record and the URL’s show, and payment from nothing',
  async (t) => {
    const asked = [];
    const site = await serveShellOver(t, (request, response) => {
      if (answerRemoteFile(request.url, response)) return;
      asked.push(request.url);
      const json = (status, body) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/movies/7') return json(200, movie());
      return json(404, { error: 'Not Found', message: 'No such record' });
    });
    const page = async (url) => {
      const response = await fetch(`${site}${url}`);
      return { status: response.status, html: await response.text() };
    };
    // The first requests may come before the manifests and scripts are in: ask until the paint shows.
    let seats;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      seats = await page('/movies/7/seat-selection?show=41');
      if (seats.html.includes('rt-first-paint')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(seats.status, 200);
    assert.match(
      seats.html,
      /<body><div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpb rt-fpb-seats">.*<p class="rt-fpb-show">Aurora &lt;Cinemas&gt;, Lower Parel, Mumbai · Fri, 27 Nov 2026 · 7:30 PM<\/p>.*<\/div><div id=root>/s,
    );
    assert.ok(seats.html.includes('<meta name="robots" content="noindex">'), 'still kept out of search');
    assert.ok(
      !/<link rel="preload" href="[^"]*\/movies\/7"/.test(seats.html),
      'the page itself does not read the record',
    );

    const unnamed = await page('/movies/7/seat-selection');
    assert.equal(unnamed.status, 200, 'a seat selection without a show is still the page');
    assert.ok(!unnamed.html.includes('rt-first-paint'));
    const unknown = await page('/movies/404/seat-selection?show=41');
    assert.equal(unknown.status, 200, 'the page, not a 404: it sends the customer on');
    assert.ok(!unknown.html.includes('rt-first-paint'));

    const payment = await page('/payment');
    assert.equal(payment.status, 200);
    assert.match(payment.html, /<body><div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpb rt-fpb-pay">/);
    assert.ok(!asked.some((url) => url.startsWith('/payment')), 'payment asks the API for nothing');
  },
);
