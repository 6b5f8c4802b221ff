'use strict';

/**
 * The markup of the cinema page's first paint (`/cinemas/{id}`), which the shell's server sends with the HTML
 * so a phone shows the cinema before any script has run: its name as the page's heading, the address with the
 * map link, the facilities, accessibility and cancellation policy cards, and "Showtimes" as the page shows it
 * first: the format / language / time-of-day choices, the show dates with the first one picked, and each film
 * of that date with its shows. Every show that has seats left is a real link to its seat selection
 * (`/movies/{filmId}/seat-selection?show={slotId}`), usable before the scripts arrive; the text is real text,
 * escaped (names and addresses are staff input).
 *
 * The catalog owns it because it owns the page: the fields read here are the API's `GET /cinemas/{id}` record
 * (the one the page reads, named as `record` in pages.json), and the markup mirrors the page (`cinemas`:
 * CinemaPage, CinemaFilmShows; `showtimes`: ShowtimeFilters, ShowDateButtons, ShowtimeButton) box for box, so
 * the hand-over moves nothing; its look (the rules for the `rt-fpc-*` classes) is cinema.css beside this file,
 * declared with it in pages.json.
 *
 * The build publishes this file beside the catalog's manifest; the shell's server runs it in a sandbox with
 * nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one self-contained
 * CommonJS file exporting `paint(record)` → `{ body }` or null.
 */

/** `value` when it is an absolute http(s) URL, else null. A pattern, not `URL`: the sandbox has only the language's built-ins. */
function httpUrl(value) {
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>\\]+$/i.test(value) ? value : null;
}

const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const month = new Intl.DateTimeFormat('en-IN', { month: 'short' });

const rupees = (amount) => (Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount));

/** The map pin the page draws (Material's PlaceOutlined, MIT). */
const PIN =
  '<svg class="rt-fpc-pin" viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">' +
  '<path d="M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2"/></svg>';

/** A runtime as the page writes it (`2h 15m`, `2h`, `45m`), shared-lib's `formatDuration` rule. */
function duration(minutes) {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return '';
  const total = Math.round(minutes);
  if (total <= 0) return '';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

function time12h(time) {
  const match = /^(\d{1,2}):(\d{2})/.exec(String(time));
  if (!match) return String(time);
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours >= 12 ? 'PM' : 'AM'}`;
}

function showDay(showDate) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(showDate);
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return { dayName: weekday.format(day), date: day.getDate(), monthName: month.format(day) };
}

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const plural = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The page's sentence on the screens' wheelchair spaces (the catalog's `wheelchairSentence`). */
function wheelchairSentence({
  wheelchairSpaces = 0,
  companionSeats = 0,
  screens = 0,
  screensWithWheelchairSpaces = 0,
}) {
  if (wheelchairSpaces === 0) return 'No screen here has a wheelchair space in its seating yet.';
  const companions =
    companionSeats >= wheelchairSpaces
      ? wheelchairSpaces === 1
        ? ', with a companion seat beside it'
        : ', each with a companion seat beside it'
      : companionSeats > 0
        ? ` and ${count(companionSeats, 'companion seat', 'companion seats')}`
        : '';
  const where =
    screensWithWheelchairSpaces === screens
      ? screens === 1
        ? 'in its screen'
        : `across all ${screens} screens`
      : `in ${screensWithWheelchairSpaces} of ${count(screens, 'screen', 'screens')}`;
  return `${count(wheelchairSpaces, 'wheelchair space', 'wheelchair spaces')}${companions}, ${where}. Choose them on the seat map.`;
}

/** The policy in one sentence, shared-lib's `cancellationPolicySentence` rule. */
function cancellationSentence({ cutoffMinutes = 0, refundPercent = 0 }) {
  if (refundPercent === 0) return 'Tickets for this show are not refunded if you cancel.';
  const days = Math.floor(cutoffMinutes / 1440);
  const hours = Math.floor((cutoffMinutes % 1440) / 60);
  const rest = cutoffMinutes % 60;
  const words = [days && plural(days, 'day'), hours && plural(hours, 'hour'), rest && plural(rest, 'minute')]
    .filter(Boolean)
    .join(' ');
  const until = cutoffMinutes === 0 ? 'until the show starts' : `up to ${words} before the show`;
  return refundPercent === 100
    ? `Cancel ${until} for a full refund of the ticket price.`
    : `Cancel ${until} for ${refundPercent}% of the ticket price back.`;
}

const TIMES_OF_DAY = [
  { value: 'morning', label: 'Morning', hint: 'before 12 PM', until: 12 },
  { value: 'afternoon', label: 'Afternoon', hint: '12–4 PM', until: 16 },
  { value: 'evening', label: 'Evening', hint: '4–8 PM', until: 20 },
  { value: 'night', label: 'Night', hint: 'after 8 PM', until: 24 },
];
const timeOfDay = (startTime) =>
  TIMES_OF_DAY.find((option) => Number(String(startTime).slice(0, 2)) < option.until) ?? TIMES_OF_DAY[3];
const FORMAT_ORDER = ['2D', '3D', 'IMAX', '4DX'];
const formatRank = (format) => (FORMAT_ORDER.includes(format) ? FORMAT_ORDER.indexOf(format) : FORMAT_ORDER.length);

/** "Available", "Filling fast" (70 % taken), "Sold out", or null without seat counts (a cinema's shows carry none). */
function availability({ availableSeats, totalSeats }) {
  if (typeof availableSeats !== 'number' || typeof totalSeats !== 'number' || totalSeats <= 0) return null;
  if (availableSeats <= 0) return 'Sold out';
  return (totalSeats - availableSeats) / totalSeats >= 0.7 ? 'Filling fast' : 'Available';
}

/** A show as the page can list it: an id, a yyyy-mm-dd date and an HH:mm start. */
const listable = (show) =>
  show &&
  typeof show === 'object' &&
  Number.isInteger(show.slotId ?? show.id) &&
  /^\d{4}-\d{2}-\d{2}$/.test(String(show.showDate)) &&
  /^\d{1,2}:\d{2}/.test(String(show.startTime));

const sortedSet = (values, compare) => [...new Set(values.filter(Boolean))].sort(compare);

function filterRow(label, values) {
  return values.length === 0
    ? ''
    : `<div class="rt-fpc-frow"><span class="rt-fpc-flabel">${escapeHtml(label)}</span><div class="rt-fpc-pills">` +
        `${values.map((value) => `<span class="rt-fpc-pill">${value}</span>`).join('')}</div></div>`;
}

function showLink(filmId, show) {
  const state = availability(show);
  const sound = [show.audioLanguage, show.subtitles && `${show.subtitles} subtitles`].filter(Boolean).join(' · ');
  const prices =
    typeof show.minPrice === 'number' && typeof show.maxPrice === 'number'
      ? show.minPrice === show.maxPrice
        ? rupees(show.minPrice)
        : `${rupees(show.minPrice)}–${rupees(show.maxPrice)}`
      : '';
  const details = [[show.format, sound].filter(Boolean).join(' · '), prices, state].filter(Boolean);
  const lines =
    `<span class="rt-fpc-stime">${escapeHtml(time12h(show.startTime))}</span>` +
    details.map((detail) => `<span class="rt-fpc-sline"> ${escapeHtml(detail)}</span>`).join('');
  const classes = `rt-fpc-show${state === 'Filling fast' ? ' rt-fpc-warn' : ''}${details.length ? ' rt-fpc-detailed' : ''}`;
  if (state === 'Sold out') return `<span class="${classes} rt-fpc-sold" aria-disabled="true">${lines}</span>`;
  const href = `/movies/${filmId}/seat-selection?show=${show.slotId ?? show.id}`;
  return `<a class="${classes}" href="${escapeHtml(href)}">${lines}</a>`;
}

function film({ film: { id, title, thumbnail, certification, duration: minutes, language }, shows }) {
  const poster = httpUrl(thumbnail);
  const facts = [certification || 'Not Rated', duration(minutes), language].filter(Boolean).join(' · ');
  return (
    '<li class="rt-fpc-card rt-fpc-film">' +
    (poster
      ? `<img class="rt-fpc-poster" src="${escapeHtml(poster)}" alt="" width="72" height="108" loading="lazy">`
      : '<span class="rt-fpc-poster"></span>') +
    `<div class="rt-fpc-fhead"><h3 class="rt-fpc-h3"><a href="/movies/${id}">${escapeHtml(title)}</a></h3>` +
    `<p class="rt-fpc-ffacts">${escapeHtml(facts)}</p></div>` +
    `<div class="rt-fpc-shows" role="group" aria-label="Showtimes of ${escapeHtml(title)}">` +
    `${shows.map((show) => showLink(id, show)).join('')}</div></li>`
  );
}

/** "Showtimes" as the page shows it first: no filters chosen, the first date picked, its films in the record's order. */
function showtimes(cinema) {
  const films = (Array.isArray(cinema.films) ? cinema.films : [])
    .filter((entry) => entry && Number.isInteger(entry.id) && typeof entry.title === 'string')
    .map((entry) => ({ film: entry, shows: (Array.isArray(entry.shows) ? entry.shows : []).filter(listable) }));
  const shows = films.flatMap((entry) => entry.shows);
  const head = '<h2 class="rt-fpc-h2">Showtimes</h2>';
  if (shows.length === 0) {
    return (
      `<section class="rt-fpc-card rt-fpc-showtimes">${head}<p class="rt-fpc-none">No shows are scheduled here in the ` +
      'coming days. New showtimes are added every day, so check back soon.</p></section>'
    );
  }
  const formats = sortedSet(
    shows.map((show) => show.format),
    (a, b) => formatRank(a) - formatRank(b) || a.localeCompare(b),
  );
  const languages = sortedSet(
    shows.map((show) => show.audioLanguage),
    (a, b) => a.localeCompare(b),
  );
  const times = TIMES_OF_DAY.filter((option) => shows.some((show) => timeOfDay(show.startTime) === option));
  const dates = sortedSet(shows.map((show) => show.showDate));
  const filters =
    `<div class="rt-fpc-filters">${filterRow('Format', formats.map(escapeHtml))}${filterRow('Language', languages.map(escapeHtml))}` +
    `${filterRow(
      'Time of day',
      times.map((option) => `${option.label}<i>(${escapeHtml(option.hint)})</i>`),
    )}</div>`;
  const dateRow = `<div class="rt-fpc-dates">${dates
    .map((showDate, index) => {
      const { dayName, date, monthName } = showDay(showDate);
      return `<span class="rt-fpc-date${index === 0 ? ' rt-fpc-on' : ''}"><span class="rt-fpc-dd">${dayName}</span> <b>${date}</b> <span class="rt-fpc-dd">${monthName}</span></span>`;
    })
    .join('')}</div>`;
  const first = showDay(dates[0]);
  const list =
    `<ul class="rt-fpc-films" aria-label="Films on ${first.dayName} ${first.date} ${first.monthName}">` +
    films
      .map((entry) => ({ ...entry, shows: entry.shows.filter((show) => show.showDate === dates[0]) }))
      .filter((entry) => entry.shows.length > 0)
      .map(film)
      .join('') +
    '</ul>';
  return `<section class="rt-fpc-card rt-fpc-showtimes">${head}<div class="rt-fpc-body">${filters}${dateRow}${list}</div></section>`;
}

function infoCard(title, content) {
  return `<section class="rt-fpc-card rt-fpc-info"><h2 class="rt-fpc-ititle">${title}</h2>${content}</section>`;
}

/**
 * The first paint of the cinema `cinema` (the API's `GET /cinemas/{id}` answer): `{ body }`; null when the record
 * is not a cinema the page would show.
 */
function paint(cinema) {
  if (
    !cinema ||
    typeof cinema !== 'object' ||
    !Number.isInteger(cinema.id) ||
    typeof cinema.name !== 'string' ||
    cinema.name.trim() === ''
  )
    return null;
  const address = String(cinema.address ?? '');
  const city = String(cinema.city ?? '');
  const place = `${address}${address.toLowerCase().endsWith(city.toLowerCase()) ? '' : `, ${city}`}`;
  const mapUrl = httpUrl(cinema.mapUrl);
  const mapLink = mapUrl
    ? `<a class="rt-fpc-map" href="${escapeHtml(mapUrl)}" target="_blank" rel="noopener noreferrer" ` +
      `aria-label="${escapeHtml(`View on the map: ${cinema.name} (opens in a new tab)`)}">View on the map</a>`
    : '<span class="rt-fpc-map">View on the map</span>';
  const header =
    `<header><h1 class="rt-fpc-title">${escapeHtml(cinema.name)}</h1>` +
    `<div class="rt-fpc-place">${PIN}<p>${escapeHtml(place)} · ${mapLink}</p></div></header>`;
  const facilities = (Array.isArray(cinema.facilities) ? cinema.facilities : []).filter(
    (facility) => typeof facility === 'string',
  );
  const accessibility = cinema.accessibility && typeof cinema.accessibility === 'object' ? cinema.accessibility : {};
  const features = Array.isArray(accessibility.features) ? accessibility.features : [];
  const facts =
    '<div class="rt-fpc-facts">' +
    infoCard(
      'Facilities',
      facilities.length > 0
        ? `<ul class="rt-fpc-list">${facilities.map((facility) => `<li><span>${escapeHtml(facility)}</span></li>`).join('')}</ul>`
        : '<p class="rt-fpc-text rt-fpc-muted">The cinema lists no facilities.</p>',
    ) +
    infoCard(
      'Accessibility',
      `<p class="rt-fpc-text">${escapeHtml(wheelchairSentence(accessibility))}</p>` +
        (features.length > 0
          ? `<p class="rt-fpc-text rt-fpc-more rt-fpc-muted">${escapeHtml(features.join(' · '))}</p>`
          : ''),
    ) +
    infoCard(
      'Cancellation policy',
      `<p class="rt-fpc-text">${escapeHtml(cancellationSentence(cinema.cancellationPolicy ?? {}))}</p>`,
    ) +
    '</div>';
  return { body: `<div class="rt-fpc"><div class="rt-fpc-details">${header}${facts}${showtimes(cinema)}</div></div>` };
}

module.exports = { paint };
