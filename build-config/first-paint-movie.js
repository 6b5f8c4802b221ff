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
const { FIRST_PAINT_ID: ID, NO_FIRST_PAINT, frameStyle } = require('./first-paint');

const P = `#${ID} .m`;
const SM = '@media (min-width:640px)';
const MD = '@media (min-width:900px)';
const FONT = 'font-family:"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** The place pin the page shows before a city and a cinema's address (Material's PlaceOutlined), as a CSS image. */
const PLACE_ICON = (fill) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}'>` +
  "<path d='M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9'/>" +
  "<circle cx='12' cy='9' r='2.5'/></svg>")}")`;

const STYLE = [
  `#${ID}.rt-fp--movie .rt-fp{${FONT};color:#fff;line-height:1.5}`,
  // Left up to 30 s (not 10): on a slow phone the page's scripts take longer than that, and the links work meanwhile.
  `#${ID}.rt-fp--movie{animation-delay:30s}`,
  `${P}{padding:12px 0}${MD}{${P}{padding:24px 0}}`,
  `${P} a{pointer-events:auto}`,
  `${P} .m-back{height:36.5px;margin-bottom:16px}`,
  // MovieHeader: backdrop, grid of poster and facts.
  `${P} .m-head{position:relative;overflow:hidden;border-radius:20px;background:#15151f;isolation:isolate}${MD}{${P} .m-head{border-radius:30px}}`,
  `${P} .m-bg{position:absolute;inset:-40px;z-index:-1;background-size:cover;background-position:center;filter:blur(40px) saturate(1.3);opacity:.35}`,
  `${P} .m-grid{display:grid;gap:16px;padding:16px;grid-template-columns:110px 1fr;align-items:start;background:linear-gradient(90deg,rgba(11,11,18,.85) 0%,rgba(11,11,18,.55) 100%)}`,
  `${SM}{${P} .m-grid{grid-template-columns:200px 1fr}}${MD}{${P} .m-grid{gap:32px;padding:32px;grid-template-columns:260px 1fr}}`,
  `${P} .m-poster{display:block;width:100%;aspect-ratio:2/3;object-fit:cover;border-radius:20px;background:#212121;` +
    'box-shadow:0 7px 8px -4px rgba(0,0,0,.2),0 12px 17px 2px rgba(0,0,0,.14),0 5px 22px 4px rgba(0,0,0,.12)}',
  `${P} .m-facts-col{display:flex;flex-direction:column;gap:16px;min-width:0}`,
  `${P} h1{margin:0;font-size:1.5rem;line-height:1.1;font-weight:700;overflow-wrap:break-word}${SM}{${P} h1{font-size:2.25rem}}${MD}{${P} h1{font-size:3rem}}`,
  `${P} .m-rating{margin:0;font-weight:700}`,
  `${P} .m-chips{display:flex;flex-wrap:wrap;gap:8px}`,
  `${P} .m-chip{display:inline-flex;align-items:center;box-sizing:border-box;height:24px;padding:0 8px;border-radius:16px;font-size:.8125rem;border:1px solid #616161;white-space:nowrap}`,
  `${P} .m-chip:first-child{background:#f59e0b;color:#0b0b12;border-color:transparent}`,
  // The Watch Trailer, favourite and share buttons' room (they work only with the page's script): they wrap as theirs do.
  `${P} .m-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;visibility:hidden}`,
  `${P} .m-trailer{padding:6px 16px 6px 40px;font-size:.875rem;font-weight:600;line-height:1.75;white-space:nowrap}${P} .m-icon{width:40px;height:40px}`,
  `${P} .m-about{display:none;flex-direction:column;gap:20px}${SM}{${P} .m-about{display:flex}}`,
  `${P} .m-syn{margin:0;color:rgba(255,255,255,.7);line-height:1.7}`,
  `${P} .m-more{color:#fb7185;font-size:.8125rem;font-weight:600;line-height:1.75}`,
  `${P} .m-facts{margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:16px}`,
  `${P} dt{font-size:.75rem;line-height:1.66;color:rgba(255,255,255,.7);text-transform:uppercase;letter-spacing:.6px}${P} dd{margin:0;font-weight:600}`,
  // Below 640 px the header is followed by the "Book Ticket" / "Movie Details" tabs (PhoneLayout).
  `${P} .m-tabs{display:flex;height:48px;margin-top:16px}` +
    `${P} .m-tab{flex:1;display:flex;align-items:center;justify-content:center;font-size:.875rem;font-weight:600;color:rgba(255,255,255,.7)}` +
    `${P} .m-tab:first-child{color:#fb7185;box-shadow:inset 0 -2px #e11d48}`,
  `${P} .m-book{margin-top:16px;padding:16px;border:1px solid rgba(255,255,255,.12);border-radius:10px;background:#15151f}`,
  `${SM}{${P} .m-tabs{display:none}${P} .m-book{margin-top:32px}}${MD}{${P} .m-book{padding:24px}}`,
  `${P} .m-h2{margin:0 0 16px;font-size:1.5rem;line-height:1.334;font-weight:400}`,
  `${P} .m-picker{display:flex;flex-direction:column;gap:24px}`,
  `${P} .m-cities,${P} .m-fvals{display:flex;flex-wrap:wrap;gap:8px}`,
  `${P} .m-pill{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:64px;min-height:30.75px;padding:3px 12px;border:1px solid currentColor;border-radius:40px;font-size:.8125rem;font-weight:600;line-height:1.75}`,
  // A city button starts with its 18 px place icon (8 px after it, -2 px before).
  `${P} .m-cities .m-pill{padding-left:38px;padding-right:14px;background:${PLACE_ICON('#fff')} no-repeat 11px 50%/18px}`,
  `${P} .m-pill i{font-style:normal;font-weight:400;opacity:.85;margin-left:.25em}`,
  `${P} .m-filters{display:flex;flex-direction:column;gap:10px}`,
  `${P} .m-frow{display:flex;flex-wrap:wrap;align-items:center;gap:8px}`,
  `${P} .m-flabel{font-size:.875rem;line-height:1.43;font-weight:700}${SM}{${P} .m-flabel{min-width:96px}}`,
  // Scrolled and snapped as the page's row is (a phone's row starts snapped to its first date, 4 px in).
  `${P} .m-dates{display:flex;gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;padding:4px 4px 8px}`,
  `${P} .m-date{flex:0 0 auto;scroll-snap-align:start;display:flex;flex-direction:column;align-items:center;box-sizing:border-box;width:72px;padding:10px 0;border:1px solid rgba(255,255,255,.12);border-radius:20px;background:#15151f}`,
  `${P} .m-date.m-on{background:#e11d48;border-color:#e11d48}`,
  `${P} .m-dd{font-size:.75rem;line-height:1.66}${P} .m-dates .m-dd:first-child{text-transform:uppercase}`,
  `${P} .m-date b{font-size:1.25rem;line-height:1.2;font-weight:800}`,
  `${P} .m-cinemas{display:flex;flex-direction:column;gap:16px;list-style:none;margin:0;padding:0}`,
  `${P} .m-cinema{padding:16px;border:1px solid rgba(255,255,255,.12);border-radius:10px;background:#15151f}${SM}{${P} .m-cinema{padding:20px}}`,
  `${P} .m-h3{margin:0;font-size:1rem;line-height:1.75;font-weight:700}${P} .m-cname{color:inherit;text-underline-offset:3px}`,
  `${P} .m-loc{margin:0;padding-left:24px;min-height:20px;background:${PLACE_ICON('rgba(255,255,255,.7)')} no-repeat 0 50%/20px;font-size:.875rem;line-height:1.43;color:rgba(255,255,255,.7)}`,
  `${P} .m-fac{margin:4px 0 0;font-size:.875rem;line-height:1.43;color:rgba(255,255,255,.7)}${P} .m-fac b{font-weight:600}`,
  `${P} .m-shows{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}`,
  `${P} .m-show{display:inline-flex;flex-direction:column;align-items:center;box-sizing:border-box;min-width:104px;max-width:100%;padding:5px 15px;` +
    'border:1px solid rgba(34,197,94,.5);border-radius:10px;color:#22c55e;font-size:.875rem;font-weight:600;line-height:1.3;text-decoration:none}',
  `${P} .m-show.m-detailed{padding-top:4px;padding-bottom:4px}`,
  `${P} .m-show.m-warn{border-color:rgba(234,179,8,.5);color:#eab308}`,
  `${P} .m-show.m-sold{border-color:rgba(255,255,255,.12);color:rgba(255,255,255,.5)}`,
  `${P} .m-show:focus-visible{outline:2px solid #fbbf24;outline-offset:2px}`,
  `${P} .m-stime{font-weight:700}${P} .m-sline{display:block;font-size:.75rem;font-weight:500;line-height:1.35}`,
  `${P} .m-none{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center;padding:48px 16px}`,
  `${P} .m-nonet{margin:0;font-size:1.25rem;line-height:1.6;font-weight:500}${P} .m-muted{margin:0;color:rgba(255,255,255,.7)}`,
  // The page's own movie, its error or "not found" (anything beside the back button and the skeleton), or another page.
  `body:has(.rt-movie-detail>:not(button):not(.rt-skel)) #${ID},body:has(#main .rt-container>:not(.rt-state):not(.rt-movie-detail)) #${ID},` +
    `body:has(#main>:not(.rt-container):not(.rt-state)) #${ID}{opacity:0;visibility:hidden}`,
  // With a city chosen the page lists that city's shows: the header is still the page's, the showtimes are not.
  `html[${NO_FIRST_PAINT}] #${ID}.rt-fp--movie{display:block}html[${NO_FIRST_PAINT}] ${P} .m-book,html[${NO_FIRST_PAINT}] ${P} .m-tabs{visibility:hidden}`,
];


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
