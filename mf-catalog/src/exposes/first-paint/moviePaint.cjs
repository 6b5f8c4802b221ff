'use strict';

/**
 * The markup of the movie page's first paint (`/movies/{id}`), which the shell's server sends with the HTML
 * so a phone shows the film before any script has run: the header (blurred backdrop, poster, title as the
 * page's heading, verified rating, the certification / genre / runtime / language chips; from 640 px also
 * the synopsis and the facts list) and "Book Tickets" with the showtimes of every city (what the page lists
 * before a city is chosen): the cities, the format / language / time-of-day choices, the show dates with
 * the first one picked, and each cinema of that date with its shows. Every show that has seats left is a
 * real link to its seat selection (`/movies/{id}/seat-selection?show={slotId}`), usable before the scripts
 * arrive; the text is real text, escaped (titles and synopses are staff input).
 *
 * The catalog owns it because it owns the page: the fields read here are the API's `GET /movies/{id}`
 * record (the one the page reads, with its `slots`, named as `record` in pages.json), and the markup mirrors
 * the page (`movie-detail`: MovieDetailPage, MovieHeader, PhoneLayout, MovieSections, ShowtimePicker;
 * `showtimes`: ShowtimeFilters, ShowDateButtons, ShowtimeButton), so the hand-over moves nothing; its look
 * (the rules for the `rt-fpm-*` classes) is movie.css beside this file, declared with it in pages.json.
 *
 * The build publishes this file beside the catalog's manifest; the shell's server runs it in a sandbox
 * with nothing but the language's built-ins (no `require`, no I/O, a time limit): it must stay one
 * self-contained CommonJS file exporting `paint(record)` → `{ image, body }` or null.
 */

/**
 * `value` when it is an absolute http(s) URL, else null: nothing else (no `javascript:` or `data:` URL from a
 * record) goes into a `src` or a CSS `url()`. A pattern, not `URL`: the sandbox has only the language's built-ins.
 */
function httpUrl(value) {
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>\\]+$/i.test(value) ? value : null;
}

/** Characters of the synopsis shown before "Read More", as the page cuts it. */
const PREVIEW_LENGTH = 100;

const escapeHtml = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const ratingAverage = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ratingCount = new Intl.NumberFormat('en-IN');
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const month = new Intl.DateTimeFormat('en-IN', { month: 'short' });

const rupees = (amount) => (Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount));

/**
 * A runtime as the page writes it (`2h 15m`, `2h`, `45m`), the same rule as shared-lib's `formatDuration`: this
 * server runs plain Node and cannot load the TypeScript front-end library.
 */
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

function longDate(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!match) return '';
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(day);
}

function showDay(showDate) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(showDate);
  if (!match) return { dayName: '', date: '', monthName: '' };
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return { dayName: weekday.format(day), date: day.getDate(), monthName: month.format(day) };
}

const firstGenre = (genre) =>
  String(genre ?? '')
    .split(',')[0]
    .trim();
const hour = (startTime) => Number(String(startTime).slice(0, 2));
const TIMES_OF_DAY = [
  { value: 'morning', label: 'Morning', hint: 'before 12 PM', until: 12 },
  { value: 'afternoon', label: 'Afternoon', hint: '12–4 PM', until: 16 },
  { value: 'evening', label: 'Evening', hint: '4–8 PM', until: 20 },
  { value: 'night', label: 'Night', hint: 'after 8 PM', until: 24 },
];
const timeOfDay = (startTime) => TIMES_OF_DAY.find((option) => hour(startTime) < option.until) ?? TIMES_OF_DAY[3];
const FORMAT_ORDER = ['2D', '3D', 'IMAX', '4DX'];
const formatRank = (format) => (FORMAT_ORDER.includes(format) ? FORMAT_ORDER.indexOf(format) : FORMAT_ORDER.length);

/** "Available", "Filling fast" (70 % taken), "Sold out", or null without seat counts. */
function availability({ availableSeats, totalSeats }) {
  if (typeof availableSeats !== 'number' || typeof totalSeats !== 'number' || totalSeats <= 0) return null;
  if (availableSeats <= 0) return 'Sold out';
  return (totalSeats - availableSeats) / totalSeats >= 0.7 ? 'Filling fast' : 'Available';
}

/** A show as the page can list it: an id, a yyyy-mm-dd date, an HH:mm start and a cinema name. */
const listable = (slot) =>
  slot &&
  typeof slot === 'object' &&
  Number.isInteger(slot.slotId ?? slot.id) &&
  /^\d{4}-\d{2}-\d{2}$/.test(String(slot.showDate)) &&
  /^\d{1,2}:\d{2}/.test(String(slot.startTime)) &&
  typeof slot.theaterName === 'string';

/** The first show date's cinemas (by city, then name), each with its shows by start time. */
function firstDate(slots) {
  const showDate = slots.map((slot) => slot.showDate).sort()[0];
  const theaters = new Map();
  for (const slot of slots.filter((candidate) => candidate.showDate === showDate)) {
    const location = slot.location ?? slot.address ?? '';
    const key = slot.cinemaId === undefined ? `${slot.theaterName}|${location}` : String(slot.cinemaId);
    const theater = theaters.get(key) ?? {
      cinemaId: slot.cinemaId,
      name: slot.theaterName,
      location,
      city: String(slot.city ?? '').trim(),
      facilities: Array.isArray(slot.facilities) ? slot.facilities : [],
      slots: [],
    };
    theaters.set(key, theater);
    theater.slots.push(slot);
  }
  return [...theaters.values()]
    .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name))
    .map((theater) => ({
      ...theater,
      slots: theater.slots.sort((a, b) => String(a.startTime).localeCompare(String(b.startTime))),
    }));
}

const pills = (values, pressed = null) =>
  values.map((value) => `<span class="rt-fpm-pill${value === pressed ? ' rt-fpm-on' : ''}">${value}</span>`).join('');

function filterRow(label, values) {
  return values.length === 0
    ? ''
    : `<div class="rt-fpm-frow"><span class="rt-fpm-flabel">${escapeHtml(label)}</span><div class="rt-fpm-fvals">${pills(values)}</div></div>`;
}

function showLink(movieId, slot) {
  const state = availability(slot);
  const sound = [slot.audioLanguage, slot.subtitles && `${slot.subtitles} subtitles`].filter(Boolean).join(' · ');
  const prices =
    typeof slot.minPrice === 'number' && typeof slot.maxPrice === 'number'
      ? slot.minPrice === slot.maxPrice
        ? rupees(slot.minPrice)
        : `${rupees(slot.minPrice)}–${rupees(slot.maxPrice)}`
      : '';
  const details = [[slot.format, sound].filter(Boolean).join(' · '), prices, state].filter(Boolean);
  const lines =
    `<span class="rt-fpm-stime">${escapeHtml(time12h(slot.startTime))}</span>` +
    details.map((detail) => `<span class="rt-fpm-sline"> ${escapeHtml(detail)}</span>`).join('');
  const tone = state === 'Filling fast' ? ' rt-fpm-warn' : '';
  if (state === 'Sold out')
    return `<span class="rt-fpm-show rt-fpm-sold${details.length ? ' rt-fpm-detailed' : ''}" aria-disabled="true">${lines}</span>`;
  const href = `/movies/${movieId}/seat-selection?show=${slot.slotId ?? slot.id}`;
  return `<a class="rt-fpm-show${tone}${details.length ? ' rt-fpm-detailed' : ''}" href="${escapeHtml(href)}">${lines}</a>`;
}

function cinema(movieId, theater) {
  const name =
    theater.cinemaId === undefined
      ? escapeHtml(theater.name)
      : `<a class="rt-fpm-cname" href="/cinemas/${encodeURIComponent(theater.cinemaId)}">${escapeHtml(theater.name)}</a>`;
  return (
    `<li class="rt-fpm-cinema"><h3 class="rt-fpm-h3">${name}</h3>` +
    (theater.location ? `<p class="rt-fpm-loc">${escapeHtml(theater.location)}</p>` : '') +
    (theater.facilities.length > 0
      ? `<p class="rt-fpm-fac"><b>Facilities:</b> ${escapeHtml(theater.facilities.join(' · '))}</p>`
      : '') +
    `<div class="rt-fpm-shows" role="group" aria-label="Showtimes at ${escapeHtml(theater.name)}">` +
    `${theater.slots.map((slot) => showLink(movieId, slot)).join('')}</div></li>`
  );
}

/** "Book Tickets" as the page shows it before a city is chosen (no filters, the first date picked). */
function bookTickets(movie) {
  const slots = (Array.isArray(movie.slots) ? movie.slots : []).filter(listable);
  const head = '<h2 class="rt-fpm-h2">Book Tickets</h2>';
  if (slots.length === 0) {
    return (
      `<section class="rt-fpm-book">${head}<div class="rt-fpm-none"><p class="rt-fpm-nonet">No shows scheduled</p>` +
      '<p class="rt-fpm-muted">There are no upcoming shows for this movie yet. New showtimes are added every day, so check back soon.</p></div></section>'
    );
  }
  const cities = [...new Set(slots.map((slot) => String(slot.city ?? '').trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
  const formats = [...new Set(slots.map((slot) => slot.format).filter(Boolean))].sort(
    (a, b) => formatRank(a) - formatRank(b) || a.localeCompare(b),
  );
  const languages = [...new Set(slots.map((slot) => slot.audioLanguage).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
  const times = TIMES_OF_DAY.filter((option) => slots.some((slot) => timeOfDay(slot.startTime) === option));
  const dates = [...new Set(slots.map((slot) => slot.showDate))].sort();
  const cityRow = cities.length > 1 ? `<div class="rt-fpm-cities">${pills(cities.map(escapeHtml))}</div>` : '';
  const filters =
    `<div class="rt-fpm-filters">${filterRow('Format', formats.map(escapeHtml))}${filterRow('Language', languages.map(escapeHtml))}` +
    `${filterRow(
      'Time of day',
      times.map((option) => `${option.label}<i> (${escapeHtml(option.hint)})</i>`),
    )}</div>`;
  const dateRow = `<div class="rt-fpm-dates">${dates
    .map((showDate, index) => {
      const { dayName, date, monthName } = showDay(showDate);
      return `<span class="rt-fpm-date${index === 0 ? ' rt-fpm-on' : ''}"><span class="rt-fpm-dd">${dayName}</span> <b>${date}</b> <span class="rt-fpm-dd">${monthName}</span></span>`;
    })
    .join('')}</div>`;
  const list = `<ul class="rt-fpm-cinemas" aria-label="Theatres">${firstDate(slots)
    .map((theater) => cinema(movie.id, theater))
    .join('')}</ul>`;
  return `<section class="rt-fpm-book">${head}<div class="rt-fpm-picker">${cityRow}${filters}${dateRow}${list}</div></section>`;
}

/** The synopsis (cut as the page cuts it, with its "Read More") and the facts list: in the header from 640 px. */
function about(movie) {
  const text = typeof movie.description === 'string' ? movie.description : '';
  const long = text.length > PREVIEW_LENGTH;
  const synopsis = text
    ? `<p class="rt-fpm-syn">${escapeHtml(long ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text)}${long ? ' <span class="rt-fpm-more">Read More</span>' : ''}</p>`
    : '';
  const facts = [
    ['Release date', longDate(movie.releaseDate) || 'To be announced'],
    ['Genre', firstGenre(movie.genre) || 'N/A'],
    ['Duration', duration(movie.duration) || 'N/A'],
    ['Language', movie.language || 'N/A'],
    ['Certification', movie.certification || 'Not Rated'],
  ];
  return (
    `<div class="rt-fpm-about">${synopsis}<dl class="rt-fpm-facts">` +
    `${facts.map(([term, value]) => `<div><dt>${term}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl></div>`
  );
}

function rating(movie) {
  const { average, count } = movie.rating ?? {};
  if (typeof average !== 'number' || typeof count !== 'number' || count <= 0) return '';
  return `<p class="rt-fpm-rating">${ratingAverage.format(average)} ★ · ${ratingCount.format(count)} verified</p>`;
}

/**
 * The first paint of the movie `movie` (the API's `GET /movies/{id}` answer): `{ image, body }`, `image`
 * being the poster to preload; null when the record is not a movie the page would show.
 */
function paint(movie) {
  if (
    !movie ||
    typeof movie !== 'object' ||
    !Number.isInteger(movie.id) ||
    typeof movie.title !== 'string' ||
    movie.title.trim() === ''
  )
    return null;
  const image = httpUrl(movie.thumbnail);
  const chips = [
    movie.certification || 'Not Rated',
    firstGenre(movie.genre),
    duration(movie.duration),
    movie.language || 'N/A',
  ].filter(Boolean);
  const poster = image
    ? `<img class="rt-fpm-poster" src="${escapeHtml(image)}" alt="${escapeHtml(`${movie.title} poster`)}" fetchpriority="high">`
    : '<div class="rt-fpm-poster"></div>';
  const header =
    `<div class="rt-fpm-head">${image ? `<div class="rt-fpm-bg" style="background-image:url(&quot;${escapeHtml(encodeURI(image))}&quot;)"></div>` : ''}` +
    `<div class="rt-fpm-grid">${poster}<div class="rt-fpm-facts-col"><h1>${escapeHtml(movie.title)}</h1>${rating(movie)}` +
    `<div class="rt-fpm-chips">${chips.map((chip) => `<span class="rt-fpm-chip">${escapeHtml(chip)}</span>`).join('')}</div>` +
    `<div class="rt-fpm-actions" aria-hidden="true"><span class="rt-fpm-trailer">Watch Trailer</span><span class="rt-fpm-icon"></span><span class="rt-fpm-icon"></span></div>${about(movie)}</div></div></div>`;
  const tabs =
    '<div class="rt-fpm-tabs" aria-hidden="true"><span class="rt-fpm-tab">Book Ticket</span><span class="rt-fpm-tab">Movie Details</span></div>';
  return {
    image,
    body: `<div class="rt-fpm"><div class="rt-fpm-back"></div>${header}${tabs}${bookTickets(movie)}</div>`,
  };
}

module.exports = { paint };
