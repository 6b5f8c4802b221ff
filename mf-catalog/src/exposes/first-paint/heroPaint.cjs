'use strict';

/**
 * The markup of Home's first paint (`/`): the first hero slide's backdrop — the page's largest picture, the
 * first film now showing, which the shell's server knows from the same list the page reads (`image` in
 * pages.json) — under its shade, in the box the page's hero fills (its look: hero.css beside this file).
 * Decorative: an image without alt text and an empty shade, the page's own hero says what it is.
 *
 * The build publishes this file beside the catalog's manifest; the shell's server runs it in a sandbox with
 * nothing but the language's built-ins: it must stay one self-contained CommonJS file exporting
 * `paint(record, { image })` → `{ body }`, or null when there is no picture to paint.
 */

/** The picture's address as an attribute value: an http(s) URL, or a `data:` URL of a small SVG. */
const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function paint(_record, { image } = {}) {
  if (typeof image !== 'string' || image === '') return null;
  const img = `<img src="${escapeAttribute(image)}" alt="" fetchpriority="high">`;
  return { body: `<div class="rt-fp__hero">${img}<div class="rt-fp__shade"></div></div>` };
}

module.exports = { paint };
