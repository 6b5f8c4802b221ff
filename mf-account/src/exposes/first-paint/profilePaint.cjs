'use strict';

/**
 * The markup of the profile page's first paint (`/info`), which the shell's server sends with the HTML so a phone
 * shows the page before any script has run: the profile as a signed-in customer's starts while it loads — the
 * header's panel with the badge, name and e-mail still to come, Personal details with its four empty fields, Show
 * reminders with its setting still to come. Nothing of a customer: the server knows no session, so this is what
 * every profile starts with, and the page has no `record`. The page declares `whenStored: "JWT_TOKEN"` beside this
 * script, so a visitor without a session (who is shown the login panel instead) never sees it.
 *
 * The account remote owns it because it owns the page: the markup mirrors the page's loading state
 * (ProfilePage: PageFrame, ProfileSkeleton), so the hand-over moves nothing; its look (the `rt-fpa-*` classes) is
 * account.css beside this file.
 *
 * The build publishes this file beside the account remote's manifest; the shell's server runs it in a sandbox with
 * nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one self-contained
 * CommonJS file exporting `paint()` → `{ body }`.
 */

/** The details' fields in the page's order, with the hint each shows below it. */
const FIELDS = [
  ['Name', null],
  ['Email', 'Email cannot be changed'],
  ['Phone', 'Phone cannot be changed'],
  ['Gender', null],
];

/** An outlined field with its label on the border and nothing in it yet (ProfileSkeleton's `LoadingField`). */
const field = ([label, hint]) =>
  `<div class="rt-fpa-field"><span class="rt-fpa-field-label">${label}</span><div class="rt-fpa-field-box"></div>` +
  `${hint ? `<p class="rt-fpa-field-hint">${hint}</p>` : ''}</div>`;

function paint() {
  const body =
    '<div class="rt-fpa rt-fpa-profile"><div class="rt-fpa-profile-col">' +
    '<div class="rt-fpa-panel rt-fpa-profile-head"><div class="rt-fpa-skel rt-fpa-badge"></div>' +
    '<div class="rt-fpa-names"><div class="rt-fpa-skel rt-fpa-name"></div><div class="rt-fpa-skel rt-fpa-email"></div></div></div>' +
    '<div class="rt-fpa-panel"><h2 class="rt-fpa-panel-title">Personal details</h2>' +
    `<div class="rt-fpa-fields">${FIELDS.map(field).join('')}</div></div>` +
    '<div class="rt-fpa-panel"><h2 class="rt-fpa-panel-title rt-fpa-panel-title-tight">Show reminders</h2>' +
    '<div class="rt-fpa-skel rt-fpa-setting"></div></div></div></div>';
  return { body };
}

module.exports = { paint };
