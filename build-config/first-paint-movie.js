'use strict';

/**
 * The look of a movie page's first paint (`/movies/{id}`): the header (blurred backdrop, poster, title, rating,
 * chips, from 640 px the synopsis and facts) and "Book Tickets" with its cities, filters, dates, cinemas and
 * shows. The markup itself is the catalog's: its paint script (declared in its `src/exposes/pages.json`,
 * run by the server on the page's record, first-paint-scripts.js) writes the `m-*` elements these rules
 * lay out. It lies over the page like the other first paints (first-paint.js): it fades out as soon as the
 * page shows its own movie, an error or "not found", or another page. With a city chosen (the page then
 * lists that city's shows) only the header stays. Its geometry mirrors the page (mf-catalog `movie-detail`
 * and `showtimes`) on the shared tokens (MUI spacing 8 px, radius 10 px, so `borderRadius: 2` is 20 px;
 * breakpoints 640 and 900 px; Inter), so the hand-over moves nothing.
 */
const { FIRST_PAINT_ID: ID, frameStyle } = require('./first-paint');
const { readFirstPaintStyle } = require('./first-paint-styles');

const STYLE = [readFirstPaintStyle('movie')];

/**
 * The first paint of a movie page from what the catalog's paint script wrote (`{ image, body }`, body being
 * its markup): `{ style, body, image }` for page-hints.js.
 */
function moviePaint({ image, body }) {
  return {
    image,
    style: `<style>${[...frameStyle(), ...STYLE].join('')}</style>`,
    body: `<div id="${ID}" class="rt-fp--movie"><div class="rt-fp">${body}</div></div>`,
  };
}

module.exports = { moviePaint };
