'use strict';

/**
 * The markup of seat selection's first paint (`/movies/{id}/seat-selection?show={slotId}`), which the shell's
 * server sends with the HTML so a phone shows the step before any script has run: the booking progress (step 2
 * of 4), the film being booked (poster, title as the page's heading, the show's cinema, date and time) and the
 * seat map's box as the page draws it while the seats load (zoom bar, screen, three tiers of rows), beside the
 * summary's column from 900 px. Nothing of a customer: the film and its show are the API's public
 * `GET /movies/{id}` record (named as `record` in pages.json), the show picked from its `slots` by the query's
 * `show` (declared in `queryParams`), the one the page's URL names.
 *
 * The booking remote owns it because it owns the page: the markup mirrors the page (`seat-selection`:
 * SeatSelectionPage, SeatMapSkeleton, ScreenGraphic; `booking-progress`: BookingSteps, MovieStrip and the labels of
 * bookingDetails.ts), so the hand-over moves nothing; its look (the `rt-fpb-*` classes) is booking.css beside this
 * file. A show the record does not list (gone, or past) or one with no seat left is not painted: the page sends a
 * customer without a booking for it to the movie page.
 *
 * The build publishes this file beside the booking remote's manifest; the shell's server runs it in a sandbox
 * with nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one
 * self-contained CommonJS file exporting `paint(record, { query })` → `{ body }` or null.
 */

const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** `value` when it is an absolute http(s) URL, else null: nothing else (no `javascript:` URL from a record) goes into a `src`. */
function httpUrl(value) {
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>\\]+$/i.test(value) ? value : null;
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** `Fri, 27 Nov 2026` from a show's `yyyy-mm-dd`, as the page writes it (bookingDetails.ts `showDateLabel`). */
function showDateLabel(showDate) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(showDate ?? ''));
  if (!match) return '';
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return `${weekday.format(day)}, ${longDate.format(day)}`;
}

/** `7:30 PM` from `19:30`, as shared-lib's `formatTime12h`. */
function time12h(time) {
  const match = /^(\d{1,2}):(\d{2})/.exec(String(time ?? ''));
  if (!match) return String(time ?? '');
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/** The cinema as the page names it: `Aurora Cinemas, Lower Parel, Mumbai` (bookingDetails.ts `cinemaLabel`). */
const cinemaLabel = ({ theaterName, location }) => (location ? `${theaterName}, ${location}` : String(theaterName));

const STEPS = ['Movie & Show', 'Select Seats', 'Payment', 'Confirmation'];
const TICK =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';

/** The four-step bar (BookingSteps), step `active` (0-based) current, the ones before it ticked. */
function steps(active) {
  const items = STEPS.map((label, index) => {
    const state = index < active ? 'done' : index === active ? 'current' : 'ahead';
    const icon =
      state === 'done'
        ? `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true"><path d="${TICK}"/></svg>`
        : `<span class="rt-fpb-num">${index + 1}</span>`;
    return `<li class="rt-fpb-step rt-fpb-${state}"><span class="rt-fpb-icon">${icon}</span><span class="rt-fpb-label">${escapeHtml(label)}</span></li>`;
  });
  return `<ol class="rt-fpb-steps" aria-label="Booking progress">${items.join('')}</ol>`;
}

/** The seat map while its seats load (SeatMapSkeleton): blocks of 3, 6 and 3 seats; Classic, Prime and Recliner rows. */
const BLOCKS = [3, 6, 3];
const TIER_ROWS = [3, 4, 3];

function mapSkeleton() {
  const seats = BLOCKS.map((count) => '<i></i>'.repeat(count)).join('<b></b>');
  const row = `<div class="rt-fpb-row"><b></b>${seats}</div>`;
  const tiers = TIER_ROWS.map(
    (rows, tier) =>
      `<div class="rt-fpb-tier${tier === 0 ? ' rt-fpb-tier1' : ''}"><span class="rt-fpb-tname"></span></div>${row.repeat(rows)}`,
  ).join('');
  return (
    '<div class="rt-fpb-map"><div class="rt-fpb-zoom"></div><div class="rt-fpb-skel">' +
    '<div class="rt-fpb-screen"><div class="rt-fpb-arc"></div><p class="rt-fpb-caption">All eyes this way</p></div>' +
    `${tiers}</div>${legend()}</div>`
  );
}

/** The map's key (SeatLegend): each seat look beside its name. */
const LEGEND = [
  ['Available', '', '1'],
  ['Selected', ' rt-fpb-seat-selected', '1'],
  ['Booked', ' rt-fpb-seat-booked', ''],
  ['Held by someone', ' rt-fpb-seat-held', ''],
  ['Wheelchair space', ' rt-fpb-seat-access', ''],
  ['Companion seat', ' rt-fpb-seat-access', ''],
];

function legend() {
  const items = LEGEND.map(
    ([label, look, number]) =>
      `<li><i class="rt-fpb-seat${look}">${number}</i><span class="rt-fpb-legend-label">${label}</span></li>`,
  );
  return `<ul class="rt-fpb-legend">${items.join('')}</ul>`;
}

/** The show `query.show` names among the record's, when it can still be booked; else null. */
function showOf(record, query) {
  const named = typeof query?.show === 'string' && /^\d{1,16}$/.test(query.show) ? Number(query.show) : null;
  if (named === null || !Array.isArray(record?.slots)) return null;
  const slot = record.slots.find((candidate) => (candidate?.slotId ?? candidate?.id) === named);
  if (!slot || typeof slot.theaterName !== 'string' || !slot.theaterName.trim()) return null;
  return typeof slot.availableSeats === 'number' && slot.availableSeats <= 0 ? null : slot;
}

function paint(record, { query } = {}) {
  if (!record || typeof record !== 'object' || !Number.isInteger(record.id)) return null;
  if (typeof record.title !== 'string' || !record.title.trim()) return null;
  const slot = showOf(record, query);
  if (!slot) return null;
  const poster = httpUrl(record.thumbnail);
  const show = [cinemaLabel(slot), showDateLabel(slot.showDate), time12h(slot.startTime)].filter(Boolean).join(' · ');
  const strip =
    '<div class="rt-fpb-strip">' +
    (poster
      ? `<img class="rt-fpb-poster" src="${escapeHtml(poster)}" alt="">`
      : '<span class="rt-fpb-poster"></span>') +
    `<div class="rt-fpb-strip-text"><h1 class="rt-fpb-title">${escapeHtml(record.title)}</h1>` +
    `<p class="rt-fpb-show">${escapeHtml(show)}</p></div></div>`;
  const body =
    `<div class="rt-fpb rt-fpb-seats">${steps(1)}${strip}` +
    `<div class="rt-fpb-seat-page">${mapSkeleton()}<div class="rt-fpb-aside"></div></div></div>`;
  return { body };
}

module.exports = { paint };
