'use strict';

/**
 * A first paint sent with the HTML: Home's hero picture in the box the hero will fill, so a phone
 * shows it as soon as the HTML and the picture arrive instead of after every script has run.
 * Plain HTML and CSS, no script. It lies over the page (below the header, never catching a click)
 * until the page has rendered its own hero and then fades out as the real slide fades in; it also
 * goes as soon as the page shows anything else (another page, an error or Retry panel, a Home
 * without movies), and after 10 s whatever happens. Once faded out it removes itself (an inline
 * handler, like the preload hints' `onerror`), so it never comes back on a later page.
 *
 * The geometry mirrors the shell frame and the hero (shellStyles.ts, baseStyles.ts, homeStyles.ts
 * on the shared tokens): header 60 px + 1 px border (68 + 1 from 640 px), page gutter 16 px (24 px
 * from 640 px), content at most 1536 px wide, hero 480 px tall (540 px from 900 px), radius 10 px
 * below 640 px and 16 px above.
 */
const ID = 'rt-first-paint';

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const HERO_STYLE = [
  `#${ID}{position:absolute;top:61px;left:0;right:0;z-index:1;pointer-events:none;transition:opacity .6s ease,visibility 0s .6s;animation:rt-first-paint-out .6s ease 10s forwards}`,
  `#${ID} .rt-fp{box-sizing:border-box;max-width:1536px;margin:0 auto;padding:16px 16px 0}`,
  `#${ID} .rt-fp__hero{position:relative;overflow:hidden;height:480px;border-radius:10px;background:#15151f}`,
  `#${ID} img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;object-position:center 25%;filter:blur(2px) brightness(.55);transform:scale(1.05)}`,
  `#${ID} .rt-fp__shade{position:absolute;inset:0;background:linear-gradient(0deg,#0b0b12 0%,rgba(11,11,18,.6) 45%,rgba(11,11,18,.2) 100%),linear-gradient(90deg,rgba(11,11,18,.9) 0%,rgba(11,11,18,0) 70%)}`,
  `@media (min-width:640px){#${ID}{top:69px}#${ID} .rt-fp{padding:24px 24px 0}#${ID} .rt-fp__hero{border-radius:16px}}`,
  `@media (min-width:900px){#${ID} .rt-fp__hero{height:540px}}`,
  `@keyframes rt-first-paint-out{to{opacity:0;visibility:hidden}}`,
  // The page's own hero is up, or the page shows something else than the loading state and Home.
  `body:has(.rt-home .rt-hero:not(.rt-hero--skeleton)) #${ID},body:has(.rt-home>h1+:not(.rt-hero)) #${ID},` +
    `body:has(#main .rt-container>:not(.rt-state):not(.rt-home)) #${ID},body:has(#main>:not(.rt-container):not(.rt-state)) #${ID}{opacity:0;visibility:hidden}`,
].join('');

/**
 * The `<style>` for the head and the markup for the start of `<body>` of a page's first paint,
 * or null when the page has none. `kind` comes from the route hint, `image` is the page's LCP
 * image (see lcp-images.js): without it there is nothing worth painting early.
 */
function firstPaint(kind, image) {
  if (kind !== 'hero' || !image) return null;
  return {
    style: `<style>${HERO_STYLE}</style>`,
    body:
      `<div id="${ID}" aria-hidden="true" ontransitionend="this.remove()" onanimationend="this.remove()"><div class="rt-fp"><div class="rt-fp__hero">` +
      `<img src="${escapeAttribute(image)}" alt="" fetchpriority="high"><div class="rt-fp__shade"></div></div></div></div>`,
  };
}

module.exports = { firstPaint, FIRST_PAINT_ID: ID };
