'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const vm = require('node:vm');
const { framedPaint, remotePaint } = require('../first-paint');
const { FirstPaintScripts } = require('../first-paint-scripts');
const { FirstPaintStyles } = require('../first-paint-styles');
const { pageHints } = require('../page-hints');
const { paramsReadable } = require('../page-meta');
const { answerRemoteFile, pageOf, publishedFileFetch, serveShellOver } = require('./repository-pages');

const scripts = new FirstPaintScripts({ fetch: publishedFileFetch('account') });
const styles = new FirstPaintStyles({ fetch: publishedFileFetch('account') });
const noRecords = { lookup: async () => ({ found: false }) };

/** The account page's first paint at `pathname` as the shell's server makes it, framed. */
async function paintOf(pathname) {
  const painted = await remotePaint(pageOf(pathname), {
    records: noRecords,
    scripts,
    styles,
    lcpImages: null,
    paramsReadable,
  });
  return painted && framedPaint(painted);
}

const text = (html) => html.replace(/<[^>]+>/g, '');

/**
 * Runs the page's inline script (the `<script>` of `head`) as a browser with `stored` in its localStorage would
 * (`null`: storage that throws, as with cookies blocked), and answers the attributes it puts on `<html>`.
 */
function htmlAttributesAfter(head, stored) {
  const attributes = new Set();
  const localStorage = {
    getItem: (key) => {
      if (stored === null) throw new Error('SecurityError');
      return Object.hasOwn(stored, key) ? stored[key] : null;
    },
  };
  const document = {
    documentElement: { setAttribute: (name) => attributes.add(name) },
    addEventListener: () => undefined,
  };
  const [, script] = /^<script>(.*?)<\/script>/.exec(head);
  vm.runInNewContext(script, { window: {}, document, localStorage, location: { search: '' } });
  return attributes;
}

const config = { apiBaseUrl: 'http://api.test', remotes: {} };
const startupAssets = { scripts: [], styles: [] };

nodeTest.test(
  'each account page is painted as a signed-in customer’s page starts: its frame, nothing of a customer',
  async () => {
    const bookings = await paintOf('/my-bookings');
    assert.ok(
      bookings.body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpa rt-fpa-bookings">'),
    );
    assert.ok(bookings.body.includes('<h1 class="rt-fpa-heading">My Bookings</h1>'));
    assert.equal((bookings.body.match(/rt-fpa-card/g) ?? []).length, 4, 'the four cards’ skeleton');
    assert.equal(text(bookings.body), 'My Bookings');

    const favourites = await paintOf('/favorite');
    assert.ok(favourites.body.includes('<h1 class="rt-fpa-heading">My Favourites</h1>'));
    assert.equal((favourites.body.match(/<li>/g) ?? []).length, 10, 'the grid’s ten cards’ skeleton');
    assert.equal(text(favourites.body), 'My Favourites');

    const profile = await paintOf('/info');
    assert.ok(
      profile.body.startsWith('<div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpa rt-fpa-profile">'),
    );
    for (const heading of ['Personal details', 'Show reminders'])
      assert.ok(profile.body.includes(`>${heading}</h2>`), heading);
    assert.ok(!/@|Demo|Not provided|Not specified/.test(text(profile.body)), 'no name, e-mail, phone or gender');

    assert.match(
      profile.style,
      /^<style>#rt-first-paint\{[^}]*pointer-events:none/,
      'the frame shared by every first paint',
    );
    assert.ok(profile.style.includes('body:has(.rt-ac-page) #rt-first-paint'), 'gone once the page is on screen');
    assert.ok(
      profile.style.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}') &&
        !profile.body.includes('data-rt-first-film'),
      'a city chosen (the catalogue’s first film) does not hide a customer’s own page',
    );
  },
);

nodeTest.test(
  'the account pages’ paints are for a browser holding a session only: the page’s script skips them otherwise',
  async () => {
    for (const pathname of ['/info', '/my-bookings', '/favorite']) {
      assert.equal(pageOf(pathname).firstPaint.whenStored, 'JWT_TOKEN', pathname);
      const painted = await remotePaint(pageOf(pathname), {
        records: noRecords,
        scripts,
        styles,
        lcpImages: null,
        paramsReadable,
      });
      const { head } = pageHints({ page: pageOf(pathname), config, startupAssets, painted });
      assert.deepEqual([...htmlAttributesAfter(head, { JWT_TOKEN: 'a.b.c' })], [], `${pathname}: signed in, painted`);
      assert.deepEqual([...htmlAttributesAfter(head, {})], ['data-rt-first-paint-off'], `${pathname}: no session`);
      assert.deepEqual([...htmlAttributesAfter(head, null)], ['data-rt-first-paint-off'], `${pathname}: no storage`);
    }
    const { head } = pageHints({
      page: pageOf('/payment'),
      config,
      startupAssets,
      painted: await remotePaint(pageOf('/payment'), {
        records: noRecords,
        scripts: new FirstPaintScripts({ fetch: publishedFileFetch('booking') }),
        styles: new FirstPaintStyles({ fetch: publishedFileFetch('booking') }),
        lcpImages: null,
        paramsReadable,
      }),
    });
    assert.ok(!head.includes('localStorage.getItem("'), 'a paint declared without a key is for everyone');
    assert.deepEqual([...htmlAttributesAfter(head, {})], []);
  },
);

// Through the shell's server: the paint goes out with the page and its script's check for the session.

nodeTest.test('the shell’s server sends each account page with its paint and the check for the session', async (t) => {
  const asked = [];
  const site = await serveShellOver(t, (request, response) => {
    if (answerRemoteFile(request.url, response)) return;
    asked.push(request.url);
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  const page = async (url) => (await fetch(`${site}${url}`)).text();
  for (const [pathname, kind] of [
    ['/info', 'profile'],
    ['/my-bookings', 'bookings'],
    ['/favorite', 'favorites'],
  ]) {
    let html = '';
    // The first requests may come before the manifests and scripts are in: ask until the paint shows.
    for (let attempt = 0; attempt < 50 && !html.includes('rt-first-paint"'); attempt += 1) {
      html = await page(pathname);
      if (!html.includes('<div id="rt-first-paint"')) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.match(
      html,
      new RegExp(`<body><div id="rt-first-paint"><div class="rt-fp"><div class="rt-fpa rt-fpa-${kind}">`),
    );
    assert.ok(html.includes('localStorage.getItem("JWT_TOKEN")'), `${pathname}: skipped without a session`);
    assert.ok(html.includes('<meta name="robots" content="noindex">'), 'still kept out of search');
  }
  assert.deepEqual(
    asked.filter((url) => /user|booking|favorite/i.test(url)),
    [],
    'nothing of a customer is asked for: the server has no session',
  );
});
