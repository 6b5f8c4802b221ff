'use strict';

/**
 * The first paint of a movie page (`/movies/{id}`), sent with the HTML so a phone shows the film before any
 * script has run: the header (blurred backdrop, poster, title as the page's heading, verified rating, the
 * certification / genre / runtime / language chips; from 640 px also the synopsis and the facts list) and
 * "Book Tickets" with the showtimes of every city (what the page lists before a city is chosen): the cities,
 * the format / language / time-of-day choices, the show dates with the first one picked, and each cinema of
 * that date with its shows. Every show that has seats left is a real link to its seat selection
 * (`/movies/{id}/seat-selection?show={slotId}`), usable before the scripts arrive; the text is real text,
 * escaped (titles and synopses are staff input).
 *
 * It is built from the API's `GET /movies/{id}` (the record the page itself reads, with its `slots`) and lies
 * over the page like the other first paints (first-paint.js): it fades out as soon as the page shows its own
 * movie, an error or "not found", or another page. With a city chosen (the page then lists that city's shows)
 * only the header stays. Its geometry mirrors the page (mf-catalog `movie-detail`: MovieDetailPage,
 * MovieHeader, PhoneLayout, MovieSections, ShowtimePicker; `showtimes`: ShowtimeFilters, ShowDateButtons,
 * ShowtimeButton) on the shared tokens (MUI spacing 8 px, radius 10 px, so `borderRadius: 2` is 20 px;
 * breakpoints 640 and 900 px; Inter), so the hand-over moves nothing.
 */
const { FIRST_PAINT_ID: ID, NO_FIRST_PAINT, frameStyle } = require('./first-paint');
const { httpUrl } = require('./http-url');

const P = `#${ID} .m`;
const SM = '@media (min-width:640px)';
const MD = '@media (min-width:900px)';
const FONT = 'font-family:"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** The place pin the page shows before a city and a cinema's address (Material's PlaceOutlined), as a CSS image. */
const PLACE_ICON = (fill) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${fill}'>` +
  "<path d='M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9'/>" +
  "<circle cx='12' cy='9' r='2.5'/></svg>")}")`;

/** Characters of the synopsis shown before "Read More", as the page cuts it. */
const PREVIEW_LENGTH = 100;

const escapeHtml = (value) =>
  String(value ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

const firstGenre = (genre) => String(genre ?? '').split(',')[0].trim();
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
  slot && typeof slot === 'object' && Number.isInteger(slot.slotId ?? slot.id) && /^\d{4}-\d{2}-\d{2}$/.test(String(slot.showDate)) &&
  /^\d{1,2}:\d{2}/.test(String(slot.startTime)) && typeof slot.theaterName === 'string';

/** The first show date's cinemas (by city, then name), each with its shows by start time. */
function firstDate(slots) {
  const showDate = slots.map((slot) => slot.showDate).sort()[0];
  const theaters = new Map();
  for (const slot of slots.filter((candidate) => candidate.showDate === showDate)) {
    const location = slot.location ?? slot.address ?? '';
    const key = slot.cinemaId === undefined ? `${slot.theaterName}|${location}` : String(slot.cinemaId);
    const theater = theaters.get(key) ?? { cinemaId: slot.cinemaId, name: slot.theaterName, location, city: String(slot.city ?? '').trim(),
      facilities: Array.isArray(slot.facilities) ? slot.facilities : [], slots: [] };
    theaters.set(key, theater);
    theater.slots.push(slot);
  }
  return [...theaters.values()]
    .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name))
    .map((theater) => ({ ...theater, slots: theater.slots.sort((a, b) => String(a.startTime).localeCompare(String(b.startTime))) }));
}

const pills = (values, pressed = null) =>
  values.map((value) => `<span class="m-pill${value === pressed ? ' m-on' : ''}">${value}</span>`).join('');

function filterRow(label, values) {
  return values.length === 0 ? '' : `<div class="m-frow"><span class="m-flabel">${escapeHtml(label)}</span><div class="m-fvals">${pills(values)}</div></div>`;
}

function showLink(movieId, slot) {
  const state = availability(slot);
  const sound = [slot.audioLanguage, slot.subtitles && `${slot.subtitles} subtitles`].filter(Boolean).join(' · ');
  const prices = typeof slot.minPrice === 'number' && typeof slot.maxPrice === 'number'
    ? (slot.minPrice === slot.maxPrice ? rupees(slot.minPrice) : `${rupees(slot.minPrice)}–${rupees(slot.maxPrice)}`) : '';
  const details = [[slot.format, sound].filter(Boolean).join(' · '), prices, state].filter(Boolean);
  const lines = `<span class="m-stime">${escapeHtml(time12h(slot.startTime))}</span>` +
    details.map((detail) => `<span class="m-sline"> ${escapeHtml(detail)}</span>`).join('');
  const tone = state === 'Filling fast' ? ' m-warn' : '';
  if (state === 'Sold out') return `<span class="m-show m-sold${details.length ? ' m-detailed' : ''}" aria-disabled="true">${lines}</span>`;
  const href = `/movies/${movieId}/seat-selection?show=${slot.slotId ?? slot.id}`;
  return `<a class="m-show${tone}${details.length ? ' m-detailed' : ''}" href="${escapeHtml(href)}">${lines}</a>`;
}

function cinema(movieId, theater) {
  const name = theater.cinemaId === undefined ? escapeHtml(theater.name)
    : `<a class="m-cname" href="/cinemas/${encodeURIComponent(theater.cinemaId)}">${escapeHtml(theater.name)}</a>`;
  return `<li class="m-cinema"><h3 class="m-h3">${name}</h3>` +
    (theater.location ? `<p class="m-loc">${escapeHtml(theater.location)}</p>` : '') +
    (theater.facilities.length > 0 ? `<p class="m-fac"><b>Facilities:</b> ${escapeHtml(theater.facilities.join(' · '))}</p>` : '') +
    `<div class="m-shows" role="group" aria-label="Showtimes at ${escapeHtml(theater.name)}">` +
    `${theater.slots.map((slot) => showLink(movieId, slot)).join('')}</div></li>`;
}

/** "Book Tickets" as the page shows it before a city is chosen (no filters, the first date picked). */
function bookTickets(movie) {
  const slots = (Array.isArray(movie.slots) ? movie.slots : []).filter(listable);
  const head = '<h2 class="m-h2">Book Tickets</h2>';
  if (slots.length === 0) {
    return `<section class="m-book">${head}<div class="m-none"><p class="m-nonet">No shows scheduled</p>` +
      '<p class="m-muted">There are no upcoming shows for this movie yet. New showtimes are added every day, so check back soon.</p></div></section>';
  }
  const cities = [...new Set(slots.map((slot) => String(slot.city ?? '').trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const formats = [...new Set(slots.map((slot) => slot.format).filter(Boolean))].sort((a, b) => formatRank(a) - formatRank(b) || a.localeCompare(b));
  const languages = [...new Set(slots.map((slot) => slot.audioLanguage).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const times = TIMES_OF_DAY.filter((option) => slots.some((slot) => timeOfDay(slot.startTime) === option));
  const dates = [...new Set(slots.map((slot) => slot.showDate))].sort();
  const cityRow = cities.length > 1 ? `<div class="m-cities">${pills(cities.map(escapeHtml))}</div>` : '';
  const filters = `<div class="m-filters">${filterRow('Format', formats.map(escapeHtml))}${filterRow('Language', languages.map(escapeHtml))}` +
    `${filterRow('Time of day', times.map((option) => `${option.label}<i> (${escapeHtml(option.hint)})</i>`))}</div>`;
  const dateRow = `<div class="m-dates">${dates.map((showDate, index) => {
    const { dayName, date, monthName } = showDay(showDate);
    return `<span class="m-date${index === 0 ? ' m-on' : ''}"><span class="m-dd">${dayName}</span> <b>${date}</b> <span class="m-dd">${monthName}</span></span>`;
  }).join('')}</div>`;
  const list = `<ul class="m-cinemas" aria-label="Theatres">${firstDate(slots).map((theater) => cinema(movie.id, theater)).join('')}</ul>`;
  return `<section class="m-book">${head}<div class="m-picker">${cityRow}${filters}${dateRow}${list}</div></section>`;
}

/** The synopsis (cut as the page cuts it, with its "Read More") and the facts list: in the header from 640 px. */
function about(movie) {
  const text = typeof movie.description === 'string' ? movie.description : '';
  const long = text.length > PREVIEW_LENGTH;
  const synopsis = text
    ? `<p class="m-syn">${escapeHtml(long ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text)}${long ? ' <span class="m-more">Read More</span>' : ''}</p>`
    : '';
  const facts = [
    ['Release date', longDate(movie.releaseDate) || 'To be announced'],
    ['Genre', firstGenre(movie.genre) || 'N/A'],
    ['Duration', duration(movie.duration) || 'N/A'],
    ['Language', movie.language || 'N/A'],
    ['Certification', movie.certification || 'Not Rated'],
  ];
  return `<div class="m-about">${synopsis}<dl class="m-facts">` +
    `${facts.map(([term, value]) => `<div><dt>${term}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl></div>`;
}

function rating(movie) {
  const { average, count } = movie.rating ?? {};
  if (typeof average !== 'number' || typeof count !== 'number' || count <= 0) return '';
  return `<p class="m-rating">${ratingAverage.format(average)} ★ · ${ratingCount.format(count)} verified</p>`;
}

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
 * The first paint of the movie `movie` (the API's `GET /movies/{id}` answer): `{ style, body, image }`, `image`
 * being the poster to preload; null when the record is not a movie the page would show.
 */
function moviePaint(movie) {
  if (!movie || typeof movie !== 'object' || !Number.isInteger(movie.id) || typeof movie.title !== 'string' || movie.title.trim() === '') return null;
  const image = httpUrl(movie.thumbnail);
  const chips = [movie.certification || 'Not Rated', firstGenre(movie.genre), duration(movie.duration), movie.language || 'N/A'].filter(Boolean);
  const poster = image
    ? `<img class="m-poster" src="${escapeHtml(image)}" alt="${escapeHtml(`${movie.title} poster`)}" fetchpriority="high">`
    : '<div class="m-poster"></div>';
  const header = `<div class="m-head">${image ? `<div class="m-bg" style="background-image:url(&quot;${escapeHtml(encodeURI(image))}&quot;)"></div>` : ''}` +
    `<div class="m-grid">${poster}<div class="m-facts-col"><h1>${escapeHtml(movie.title)}</h1>${rating(movie)}` +
    `<div class="m-chips">${chips.map((chip) => `<span class="m-chip">${escapeHtml(chip)}</span>`).join('')}</div>` +
    `<div class="m-actions" aria-hidden="true"><span class="m-trailer">Watch Trailer</span><span class="m-icon"></span><span class="m-icon"></span></div>${about(movie)}</div></div></div>`;
  const tabs = '<div class="m-tabs" aria-hidden="true"><span class="m-tab">Book Ticket</span><span class="m-tab">Movie Details</span></div>';
  return {
    image,
    style: `<style>${[...frameStyle(), ...STYLE].join('')}</style>`,
    body: `<div id="${ID}" class="rt-fp--movie"><div class="rt-fp"><div class="m"><div class="m-back"></div>${header}${tabs}${bookTickets(movie)}</div></div></div>`,
  };
}

module.exports = { moviePaint };
