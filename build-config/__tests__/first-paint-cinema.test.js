'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const { framedPaint, remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { pageOf, publishedFileFetch } = require('./repository-pages');

const scripts = new FirstPaintScripts({ fetch: publishedFileFetch('catalog') });
const styles = new FirstPaintStyles({ fetch: publishedFileFetch('catalog') });
/** The cinema page's first paint of `record` as the shell's server makes it: the catalog's markup in its look, framed. */
async function paintOf(record) {
  const records = { lookup: async () => ({ found: true, body: record }) };
  const painted = await remotePaint(pageOf('/cinemas/3'), {
    records,
    scripts,
    styles,
    lcpImages: null,
    paramsReadable: () => true,
  });
  return painted && framedPaint(painted);
}

const NAME = 'Aurora </script><b>Cinemas</b> & "Co"';

const cinema = (overrides = {}) => ({
  id: 3,
  name: NAME,
  city: 'Mumbai',
  address: 'Lower Parel',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora',
  facilities: ['Parking', '<Food> & drinks'],
  timeZone: 'Asia/Kolkata',
  accessibility: { wheelchairSpaces: 1, companionSeats: 1, screens: 1, screensWithWheelchairSpaces: 1, features: [] },
  cancellationPolicy: { cutoffMinutes: 90, refundPercent: 100 },
  showDates: ['2026-11-27'],
  films: [
    {
      id: 7,
      title: 'Monsoon Express',
      thumbnail: 'https://api.reeltime.test/posters/7.svg',
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
          startsAt: '2026-11-27T14:00:00.000Z',
          screenName: 'Screen 1',
          format: 'IMAX',
          audioLanguage: 'Hindi',
          subtitles: 'English',
          minPrice: 250,
          maxPrice: 450,
        },
      ],
    },
  ],
  ...overrides,
});

nodeTest.test(
  'a cinema is painted from its record in the catalog’s look, in the frame every first paint shares',
  async () => {
    const { body, style } = await paintOf(cinema());
    assert.ok(body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpc">'));
    assert.ok(
      body.includes(
        '<h1 class="rt-fpc-title">Aurora &lt;/script&gt;&lt;b&gt;Cinemas&lt;/b&gt; &amp; &quot;Co&quot;</h1>',
      ),
      'the name, escaped, as the heading',
    );
    assert.ok(
      !body.includes('</script>') && !body.includes('<b>Cinemas'),
      'no staff input reaches the markup as markup',
    );
    assert.ok(body.includes('href="/movies/7/seat-selection?show=41"'), 'a show is a real link to its seat selection');
    assert.match(
      style,
      /^<style>#rt-first-paint\{[^}]*pointer-events:none/,
      'the frame shared with the other first paints',
    );
    assert.ok(
      style.includes('#rt-first-paint:has(.rt-fpc){background:#0b0b12;animation-delay:30s}'),
      'opaque, kept 30 s',
    );
    assert.ok(style.includes('#rt-first-paint .rt-fpc a{pointer-events:auto}'), 'its links take taps');
  },
);

nodeTest.test('the paint gives way to the page’s own cinema, error or "not found", or to another page', async () => {
  const { style, body } = await paintOf(cinema());
  assert.ok(style.includes('body:has(.rt-cinema-page>:not(.rt-skel)) #rt-first-paint'), 'the page shows its content');
  assert.ok(
    style.includes('body:has(#main .rt-container>:not(.rt-state):not(.rt-cinema-page)) #rt-first-paint'),
    'another page',
  );
  assert.ok(style.includes('{opacity:0;visibility:hidden}'));
  assert.ok(
    style.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}') &&
      !body.includes('data-rt-first-film'),
    'a chosen city or filters in the address do not change this page, so its paint stays',
  );
});

nodeTest.test('what is not a cinema is not painted', async () => {
  for (const record of [null, 'cinema', {}, { id: 3 }, cinema({ id: '3' }), cinema({ name: ' ' })])
    assert.equal(await paintOf(record), null);
});
