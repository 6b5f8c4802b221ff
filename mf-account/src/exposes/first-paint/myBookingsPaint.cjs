'use strict';

/**
 * The markup of My Bookings' first paint (`/my-bookings`), which the shell's server sends with the HTML so a phone
 * shows the page before any script has run: the page's heading and the four booking cards' skeleton, as the page
 * shows them while a signed-in customer's bookings load. Nothing of a customer: the server knows no session, so
 * this is what every customer's list starts with, and the page has no `record`. The page declares
 * `whenStored: "JWT_TOKEN"` beside this script, so a visitor without a session (who is shown the login panel
 * instead) never sees it.
 *
 * The account remote owns it because it owns the page: the markup mirrors the page's loading state
 * (MyBookingsPage: PageFrame, PageTitle, AccountSkeleton `list`), so the hand-over moves nothing; its look (the
 * `rt-fpa-*` classes) is account.css beside this file.
 *
 * The build publishes this file beside the account remote's manifest; the shell's server runs it in a sandbox with
 * nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one self-contained
 * CommonJS file exporting `paint()` → `{ body }`.
 */

/** As many card skeletons as the page draws while the bookings load. */
const CARDS = 4;

function paint() {
  const cards = '<div class="rt-fpa-skel rt-fpa-card"></div>'.repeat(CARDS);
  const body =
    '<div class="rt-fpa rt-fpa-bookings"><div class="rt-fpa-title"><div><h1 class="rt-fpa-heading">My Bookings</h1></div></div>' +
    `<div class="rt-fpa-list">${cards}</div></div>`;
  return { body };
}

module.exports = { paint };
