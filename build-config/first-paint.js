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
 * The geometry mirrors the shell frame and the hero (shellStyles.ts, baseStyles.ts, homeStyles.ts
 * on the shared tokens): header 60 px + 1 px border (68 + 1 from 640 px), page gutter 16 px (24 px
 * from 640 px), content at most 1536 px wide; hero 480 px tall (540 px from 900 px), radius 10 px
 * below 640 px and 16 px above; All Movies' heading 1.75rem × 1.235 (2.25rem from 900 px).
 */
const ID = 'rt-first-paint';
/** On `<html>`: the first paint does not apply (a city is chosen, or filters are in the URL). */
const NO_FIRST_PAINT = 'data-rt-no-first-paint';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Shared by every kind: where the page area starts, the fade-out, the 10 s limit. */
const FRAME_STYLE = [
  `#${ID}{position:absolute;top:61px;left:0;right:0;z-index:1;pointer-events:none;transition:opacity .6s ease,visibility 0s .6s;animation:rt-first-paint-out .6s ease 10s forwards}`,
  `#${ID} .rt-fp{box-sizing:border-box;max-width:1536px;margin:0 auto;padding:16px 16px 0}`,
  `@media (min-width:640px){#${ID}{top:69px}#${ID} .rt-fp{padding:24px 24px 0}}`,
  `@keyframes rt-first-paint-out{to{opacity:0;visibility:hidden}}`,
  // Set by the page's inline script when the page will show another first film (see page-hints.js).
  `html[${NO_FIRST_PAINT}] #${ID}{display:none}`,
];
/** The frame's rules, for first paints of other pages (first-paint-movie.js). */
const frameStyle = () => FRAME_STYLE;
const hidden = (selectors) => `${selectors.map((selector) => `body:has(${selector}) #${ID}`).join(',')}{opacity:0;visibility:hidden}`;

const KINDS = {
  /** Home: the first hero slide's backdrop (homeStyles.ts `.rt-hero`, `.rt-slide__backdrop`, `.rt-slide__shade`). */
  hero: {
    style: [
      `#${ID} .rt-fp__hero{position:relative;overflow:hidden;height:480px;border-radius:10px;background:#15151f}`,
      `#${ID} img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;object-position:center 25%;filter:blur(2px) brightness(.55);transform:scale(1.05)}`,
      `#${ID} .rt-fp__shade{position:absolute;inset:0;background:linear-gradient(0deg,#0b0b12 0%,rgba(11,11,18,.6) 45%,rgba(11,11,18,.2) 100%),linear-gradient(90deg,rgba(11,11,18,.9) 0%,rgba(11,11,18,0) 70%)}`,
      `@media (min-width:640px){#${ID} .rt-fp__hero{border-radius:16px}}`,
      `@media (min-width:900px){#${ID} .rt-fp__hero{height:540px}}`,
      // Gone once the page's own hero is up, or Home has no hero, or the page shows something else.
      hidden([
        '.rt-home .rt-hero:not(.rt-hero--skeleton)',
        '.rt-home>h1+:not(.rt-hero)',
        '#main .rt-container>:not(.rt-state):not(.rt-home)',
        '#main>:not(.rt-container):not(.rt-state)',
      ]),
    ],
    markup: (img) => `<div class="rt-fp__hero">${img}<div class="rt-fp__shade"></div></div>`,
  },
  /**
   * All Movies: the first poster, in the first cell of the same grid under spacers as tall as the
   * page heading, the three filter rows and the "Now showing" title (moviesStyles.ts `.rt-movies`,
   * browseStyles.ts `.rt-filters`, `.rt-browse-section__title`, movieCardStyles.ts `.rt-movie-grid`,
   * `.rt-card__media`).
   */
  grid: {
    style: [
      `#${ID} .rt-fp__head{height:34.58px;margin:16px 0}`,
      `#${ID} .rt-fp__filters{height:136px;margin-bottom:16px}`,
      `#${ID} .rt-fp__title{height:32px;margin-bottom:12px}`,
      `#${ID} .rt-fp__grid{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}`,
      // 2 % larger than the cell: grid cells differ by fractions of a pixel, and the card's own
      // poster must not count as a new, larger paint of the same picture a moment later.
      `#${ID} .rt-fp__poster{aspect-ratio:2/3}`,
      `#${ID} img{display:block;width:100%;height:100%;object-fit:cover;border-radius:10px 10px 0 0;background:#212121;transform:scale(1.02);transform-origin:50% 0}`,
      // The grid's columns: 2, then 3 from 640 px, 4 from 900 px and 5 from 1200 px, so the early poster is the
      // card's own size and place at every width (a different size shows as a second, ghost poster while it fades).
      `@media (min-width:640px){#${ID} .rt-fp__grid{grid-template-columns:repeat(3,minmax(0,1fr))}}`,
      `@media (min-width:900px){#${ID} .rt-fp__head{height:44.46px;margin:32px 0 24px}#${ID} .rt-fp__grid{gap:20px;grid-template-columns:repeat(4,minmax(0,1fr))}}`,
      `@media (min-width:1200px){#${ID} .rt-fp__grid{grid-template-columns:repeat(5,minmax(0,1fr))}}`,
      // Gone once the real grid is up, or the page shows an error, an empty list or another page.
      hidden([
        '.rt-browse-section>.rt-movie-grid',
        '.rt-movies>:not(.rt-movies__head):not(.rt-filters):not([role=status])',
        '#main .rt-container>:not(.rt-state):not(.rt-movies)',
        '#main>:not(.rt-container):not(.rt-state)',
      ]),
    ],
    markup: (img) => `<div class="rt-fp__head"></div><div class="rt-fp__filters"></div><div class="rt-fp__title"></div>` +
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
    body:
      `<div id="${ID}" aria-hidden="true">` +
      `<div class="rt-fp">${paint.markup(img)}</div></div>`,
  };
}

module.exports = { firstPaint, frameStyle, FIRST_PAINT_ID: ID, NO_FIRST_PAINT };
