'use strict';

/**
 * A first paint sent with the HTML: the page's largest picture in the box it will fill (Home's hero,
 * the first poster of All Movies), so a phone shows it as soon as the HTML and the picture arrive
 * instead of after every script has run.
 * Plain HTML and CSS, no script. It lies over the page (below the header, never catching a click)
 * until the page has rendered its own content and then fades out (as Home's first slide fades in); it also
 * goes as soon as the page shows anything else (another page, an error or Retry panel, a Home
 * without movies), and after 10 s whatever happens. Once faded out it is removed (by a listener
 * of the page's inline script, see page-hints.js), so it never comes back on a later page.
 *
 * Its CSS is in `first-paint/` (frame.css, and one file per kind), whose geometry mirrors the shell
 * frame and the page it stands in for.
 */
const { readFirstPaintStyle } = require('./first-paint-styles');

const ID = 'rt-first-paint';
/** On `<html>`: the first paint does not apply (a city is chosen, or filters are in the URL). */
const NO_FIRST_PAINT = 'data-rt-no-first-paint';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Shared by every kind: where the page area starts, the fade-out, the 10 s limit (first-paint/frame.css). */
const FRAME_STYLE = [readFirstPaintStyle('frame')];
/** The frame's rules, for first paints of other pages (first-paint-movie.js). */
const frameStyle = () => FRAME_STYLE;

const KINDS = {
  /** Home: the first hero slide's backdrop (first-paint/hero.css). */
  hero: {
    style: [readFirstPaintStyle('hero')],
    markup: (img) => `<div class="rt-fp__hero">${img}<div class="rt-fp__shade"></div></div>`,
  },
  /**
   * All Movies: the first poster, in the first cell of the same grid under spacers as tall as the
   * page heading, the three filter rows and the "Now showing" title (first-paint/grid.css).
   */
  grid: {
    style: [readFirstPaintStyle('grid')],
    markup: (img) =>
      `<div class="rt-fp__head"></div><div class="rt-fp__filters"></div><div class="rt-fp__title"></div>` +
      `<div class="rt-fp__grid"><div class="rt-fp__poster">${img}</div></div>`,
  },
};

/**
 * The `<style>` for the head and the markup for the start of `<body>` of a page's first paint,
 * or null when the page has none. `kind` comes from the route hint, `image` is the page's LCP
 * image (see lcp-images.js), inlined as a `data:` URL when it is small: without it there is
 * nothing worth painting early.
 */
function firstPaint(kind, image) {
  const paint = Object.hasOwn(KINDS, kind) ? KINDS[kind] : null;
  if (!paint || !image) return null;
  const img = `<img src="${escapeAttribute(image)}" alt="" fetchpriority="high">`;
  return {
    style: `<style>${[...frameStyle(), ...paint.style].join('')}</style>`,
    body: `<div id="${ID}" aria-hidden="true">` + `<div class="rt-fp">${paint.markup(img)}</div></div>`,
  };
}

module.exports = { firstPaint, frameStyle, FIRST_PAINT_ID: ID, NO_FIRST_PAINT };
