'use strict';

const nodeTest = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('../apps');
const { framedPaint, remotePaint } = require('../first-paint');
const { FRAME_STYLE, minifyCss } = require('../first-paint-styles');
const { declaredPages, pageOf } = require('./repository-pages');

/*
 * What the frame gives every first paint, so no remote's stylesheet repeats it: the site's body text, and which
 * paints a chosen city or filters in the address hide (only those of the catalogue's first film).
 */

/** Every paint stylesheet the remotes declare, minified as the server inlines it: `[remote/file, css]`. */
const remoteStyles = () =>
  REMOTES.flatMap(({ name }) =>
    [
      ...new Set(
        Object.values(declaredPages(name))
          .map((page) => page.firstPaint?.style)
          .filter(Boolean),
      ),
    ].map((style) => [
      `${name}/${path.basename(style)}`,
      minifyCss(fs.readFileSync(path.join(__dirname, `../../mf-${name}/src/exposes`, style), 'utf8')),
    ]),
  );

nodeTest.test('the frame draws every paint’s text as the site’s body text; no remote’s stylesheet repeats it', () => {
  assert.ok(
    FRAME_STYLE.includes(
      '#rt-first-paint .rt-fp{box-sizing:border-box;max-width:1536px;margin:0 auto;padding:16px 16px 0;color:#fff;' +
        'font-family:Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;' +
        'letter-spacing:0.0094em}',
    ),
  );
  const styles = remoteStyles();
  assert.ok(styles.length >= 6, styles.map(([name]) => name).join(', '));
  for (const [name, style] of styles) assert.ok(!style.includes('font-family:Inter'), name);
});

nodeTest.test(
  'with a city chosen or filters in the address only a paint of the catalogue’s first film is hidden, by the frame alone',
  async () => {
    assert.ok(FRAME_STYLE.includes('html[data-rt-no-first-paint] #rt-first-paint[data-rt-first-film]{display:none}'));
    assert.ok(!/html\[data-rt-no-first-paint\] #rt-first-paint\{/.test(FRAME_STYLE), 'no other paint');
    for (const [name, style] of remoteStyles())
      assert.ok(!/#rt-first-paint(:has\([^)]*\))?\{display:block\}/.test(style), `${name} brings no paint back`);

    assert.equal(
      framedPaint({ body: '<p>Hi</p>', style: '', firstFilm: true }).body,
      '<div id="rt-first-paint" data-rt-first-film><div class="rt-fp"><p>Hi</p></div></div>',
    );
    assert.equal(
      framedPaint({ body: '<p>Hi</p>', style: '' }).body,
      '<div id="rt-first-paint"><div class="rt-fp"><p>Hi</p></div></div>',
    );

    // The server marks the paint of a page drawn around the first picture of a list (Home, All Movies), no other.
    const sources = {
      records: { lookup: async () => ({ found: true, body: { id: 1 } }) },
      scripts: { paint: async () => ({ body: '<p>painted</p>' }) },
      styles: { style: async () => 'p{color:red}' },
      lcpImages: { imageFor: () => 'http://api.test/posters/1.svg' },
      paramsReadable: () => true,
    };
    for (const [pathname, firstFilm] of [
      ['/', true],
      ['/movies', true],
      ['/movies/1', false],
      ['/cinemas/1', false],
      ['/payment', false],
      ['/info', false],
    ])
      assert.equal((await remotePaint(pageOf(pathname), sources))?.firstFilm, firstFilm, pathname);
  },
);
