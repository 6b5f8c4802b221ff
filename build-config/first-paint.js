'use strict';

/**
 * A first paint sent with the HTML: what a page will show first, drawn by the remote that owns the page so a
 * phone shows it as soon as the HTML (and its picture) arrive instead of after every script has run — Home's
 * first hero slide, All Movies' first poster, a movie page's film and showtimes.
 *
 * The remote declares it beside its exposes (`firstPaint: { script, style }` in `src/exposes/pages.json`,
 * remote-pages.js) and publishes both files beside its manifest: its paint script writes the markup
 * (first-paint-scripts.js: `paint(record, { image, query })` → `{ body, image? }`, run on the page's API `record`
 * when it declares one, given the page's largest picture when it declares an `image`, see lcp-images.js, and the
 * query parameters it declares, `queryParams`, see page-hints.js), its
 * stylesheet is the look (first-paint-styles.js). This module only adds the frame every first paint shares
 * (`first-paint/frame.css`): it lies over the page below the header, never catching a click (links the
 * remote's markup opts in excepted), fades out once the page shows its own content (the remote's stylesheet
 * says when, from the page's classes) and after 10 s whatever happens, and is skipped when the page will
 * start with something else (a paint of the catalogue's first film, `data-rt-first-film`, once
 * `data-rt-no-first-paint` is on `<html>`) or is not for this browser: a page's paint
 * declared `whenStored` a localStorage key the browser does not hold (`data-rt-first-paint-off`). Once faded out it is removed (by a
 * listener of the page's inline script, see page-hints.js), so it never comes back on a later page.
 */
const { FRAME_STYLE } = require('./first-paint-styles');

const ID = 'rt-first-paint';
/** On `<html>`: a city is chosen, or filters are in the URL, so the catalogue's first film is another one. */
const NO_FIRST_PAINT = 'data-rt-no-first-paint';
/**
 * On the paint: it is drawn around the first film of a catalogue list (the page declares its largest picture as
 * the first of a list, lcp-images.js: Home's hero, All Movies' first poster), which a chosen city or filters
 * change, so the frame does not draw it under `NO_FIRST_PAINT`. A paint of the page's own record, or of nothing
 * of the catalogue, stays.
 */
const FIRST_FILM = 'data-rt-first-film';
/**
 * On `<html>`: the first paint is not for this browser (it lacks the localStorage key the page's paint is declared
 * `whenStored`, see page-hints.js); no remote's stylesheet brings it back.
 */
const FIRST_PAINT_OFF = 'data-rt-first-paint-off';

/**
 * The `<style>` for the head and the markup for the start of `<body>` of a page's first paint from what
 * its remote drew (`{ body, style, firstFilm }`: the paint script's markup, the minified stylesheet, and whether
 * it shows the catalogue's first film, see `FIRST_FILM`).
 */
function framedPaint({ body, style, firstFilm = false }) {
  return {
    style: `<style>${FRAME_STYLE}${style}</style>`,
    body: `<div id="${ID}"${firstFilm ? ` ${FIRST_FILM}` : ''}><div class="rt-fp">${body}</div></div>`,
  };
}

/**
 * What the remote draws for `page` (pageAt in page-hints.js) as its first paint: `{ body, style, image, firstFilm }`
 * (`image`, the picture to preload: the one the script names, else the page's declared largest picture;
 * `firstFilm`, whether that declared picture, the first film of a catalogue list, is what it is drawn around), or
 * null — no declaration, a record the API does not have, a page with a picture not known yet, or a script or
 * stylesheet missing, failing or not loaded within `waitMs`. Never throws: a page without its first paint
 * still works.
 *
 * @param {{ records: import('./page-records').PageRecords, scripts: import('./first-paint-scripts').FirstPaintScripts,
 *   styles: import('./first-paint-styles').FirstPaintStyles, lcpImages: import('./lcp-images').LcpImages,
 *   paramsReadable: (page: object) => boolean, waitMs?: number }} sources  `paramsReadable` (page-meta.js): whether
 *   the route's parameters look as the page declares; its record is not asked for otherwise
 */
async function remotePaint(page, { records, scripts, styles, lcpImages, paramsReadable, waitMs = 250 }) {
  const declared = page?.firstPaint;
  if (typeof declared?.script !== 'string' || typeof declared.style !== 'string') return null;
  let record = null;
  if (page.record) {
    if (!paramsReadable(page)) return null;
    const answer = await records.lookup(page.record);
    if (!answer?.found) return null;
    record = answer.body;
  }
  const image = page.image ? lcpImages?.imageFor(page.image) : null;
  if (page.image && !image) return null;
  // A small SVG picture goes into the paint as a `data:` URL: no request at all.
  const shown = image ? (lcpImages.inlineImage?.(image) ?? image) : null;
  const [painted, style] = await Promise.all([
    scripts.paint(declared.script, record, { image: shown, query: page.query ?? {} }, waitMs),
    styles.style(declared.style, waitMs),
  ]);
  if (!painted || !style) return null;
  return { body: painted.body, style, image: painted.image ?? image, firstFilm: Boolean(page.image) };
}

module.exports = { framedPaint, remotePaint, FIRST_PAINT_ID: ID, FIRST_FILM, FIRST_PAINT_OFF, NO_FIRST_PAINT };
