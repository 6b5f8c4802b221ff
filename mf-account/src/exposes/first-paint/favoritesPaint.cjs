'use strict';

/**
 * The markup of Favourites' first paint (`/favorite`), which the shell's server sends with the HTML so a phone
 * shows the page before any script has run: the page's heading and the movie grid's ten card skeletons, as the page
 * shows them while a signed-in customer's favourites load. Nothing of a customer: the server knows no session, so
 * this is what every customer's list starts with, and the page has no `record`. The page declares
 * `whenStored: "JWT_TOKEN"` beside this script, so a visitor without a session (who is shown the login panel
 * instead) never sees it.
 *
 * The account remote owns it because it owns the page: the markup mirrors the page's loading state
 * (FavoritesPage: PageFrame, PageTitle; shared-lib's MovieGridSkeleton), so the hand-over moves nothing; its look
 * (the `rt-fpa-*` classes) is account.css beside this file.
 *
 * The build publishes this file beside the account remote's manifest; the shell's server runs it in a sandbox with
 * nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one self-contained
 * CommonJS file exporting `paint()` → `{ body }`.
 */

/** As many card skeletons as the page draws while the favourites load. */
const CARDS = 10;

/** One movie card's skeleton (MovieCardSkeleton): the poster's box, the touch actions' room, two lines. */
const CARD =
  '<li><div class="rt-fpa-movie"><div class="rt-fpa-skel rt-fpa-movie-media"></div><div class="rt-fpa-movie-actions"></div>' +
  '<div class="rt-fpa-movie-body"><div class="rt-fpa-skel rt-fpa-movie-line"></div>' +
  '<div class="rt-fpa-skel rt-fpa-movie-line rt-fpa-movie-line-short"></div></div></div></li>';

function paint() {
  const body =
    '<div class="rt-fpa rt-fpa-favorites"><div class="rt-fpa-title"><div><h1 class="rt-fpa-heading">My Favourites</h1></div></div>' +
    `<ul class="rt-fpa-grid">${CARD.repeat(CARDS)}</ul></div>`;
  return { body };
}

module.exports = { paint };
