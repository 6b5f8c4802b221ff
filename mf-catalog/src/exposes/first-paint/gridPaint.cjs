'use strict';

/**
 * The markup of All Movies' first paint (`/movies`): the page's largest picture, the first poster now showing
 * (which the shell's server knows from the same list the page reads: `image` in pages.json), in the first cell
 * of the same grid under spacers as tall as the page heading, the three filter rows and the "Now showing"
 * title (its look: grid.css beside this file). Decorative: an image without alt text and empty boxes, the
 * page's own card says what it is.
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
  return {
    body:
      '<div class="rt-fp__head"></div><div class="rt-fp__filters"></div><div class="rt-fp__title"></div>' +
      `<div class="rt-fp__grid"><div class="rt-fp__poster">${img}</div></div>`,
  };
}

module.exports = { paint };
