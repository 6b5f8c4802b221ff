'use strict';

/**
 * What a link preview and a search engine read of the movie page (`/movies/{id}`, `movieMeta`) and the
 * cinema page (`/cinemas/{id}`, `cinemaMeta`): title, description, canonical URL, Open Graph type, the
 * poster as a JPEG, and schema.org JSON-LD (a Movie and its next ScreeningEvents with their offers; a
 * MovieTheater and its next ScreeningEvents). Each is made from the record the page reads
 * (`GET /movies/{id}`, `GET /cinemas/{id}`, named as `record` in pages.json) and `{ origin }`, the site's
 * public origin.
 *
 * The catalog owns it because it owns the records and the pages. The build publishes this file beside the
 * catalog's manifest; the shell's server runs it in a sandbox with nothing but the language's built-ins (no
 * `require`, no I/O, a time limit), then escapes and places what it answers (page-meta.js of build-config):
 * it must stay one self-contained CommonJS file whose functions answer
 * `{ title, shareTitle?, description, canonical, type, image?: { url, type? }, imageAlt?, extra?, jsonLd? }`
 * (`title` is the page's part of the tab title, `extra` more Open Graph `[property, content]` pairs) or null.
 */

/** How many upcoming shows a page lists as ScreeningEvents. */
const EVENT_LIMIT = 20;
const DESCRIPTION_LENGTH = 200;
const SITE_NAME = 'ReelTime';

/** `value` when it is an absolute http(s) URL, else null. A pattern, not `URL`: the sandbox has only the language's built-ins. */
function httpUrl(value) {
  return typeof value === 'string' && /^https?:\/\/[^\s"'<>\\]+$/i.test(value) ? value : null;
}

/** At most `DESCRIPTION_LENGTH` characters of `text` on one line, cut at a word with an ellipsis. */
function summary(text) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const list = (commaSeparated) =>
  String(commaSeparated ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const oneOrMany = (values) => (values.length === 1 ? values[0] : values);

/**
 * The poster for a preview, as a JPEG (chat apps and social sites show no SVG, and not every one
 * shows WebP): an uploaded poster's 960-wide JPEG (the pages use its 480-wide WebP), a generated
 * poster's JPEG rendering (the pages use its SVG); any other poster URL as the API gives it.
 */
function previewImage(thumbnail) {
  const url = httpUrl(thumbnail);
  if (!url) return null;
  const uploaded = /^(.*\/poster-images\/[^/]+)-480\.webp$/.exec(url);
  if (uploaded) return { url: `${uploaded[1]}-960.jpg`, type: 'image/jpeg' };
  const generated = /^(.*\/posters\/\d+)\.svg$/.exec(url);
  if (generated) return { url: `${generated[1]}.jpg`, type: 'image/jpeg' };
  return { url, type: null };
}

/** ISO 8601 duration of `minutes`, e.g. PT2H15M. */
function isoDuration(minutes) {
  const total = Number(minutes);
  if (!Number.isInteger(total) || total <= 0) return null;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

const isPrice = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isId = (value) => Number.isSafeInteger(value) && value > 0;

/** The offer of one show: its price range in rupees and, when known, whether seats are left. */
function offerOf(show, url) {
  const low = isPrice(show.minPrice) ? show.minPrice : null;
  const high = isPrice(show.maxPrice) ? show.maxPrice : low;
  if (low === null) return undefined;
  const availability =
    typeof show.availableSeats === 'number'
      ? { availability: show.availableSeats > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' }
      : {};
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: low,
    highPrice: high ?? low,
    ...availability,
    url,
  };
}

/** A show as a ScreeningEvent of `movie` (a Movie node or reference) at `cinema` (a MovieTheater). */
function screeningEvent(show, { name, movie, cinema, url }) {
  return {
    '@type': 'ScreeningEvent',
    name,
    startDate: show.startsAt ?? `${show.showDate}T${show.startTime}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    videoFormat: show.format || undefined,
    inLanguage: show.audioLanguage || undefined,
    subtitleLanguage: show.subtitles || undefined,
    workPresented: movie,
    location: cinema,
    offers: offerOf(show, url),
  };
}

function postalAddress(street, city) {
  return { '@type': 'PostalAddress', streetAddress: street || undefined, addressLocality: city || undefined };
}

/** The description of `/movies/{id}` from `GET /movies/{id}`, or null for a record without an id. */
function movieMeta(movie, { origin }) {
  if (!movie || !isId(movie.id)) return null;
  const canonical = `${origin}/movies/${movie.id}`;
  const image = previewImage(movie.thumbnail);
  const languages = list(movie.language);
  const genres = list(movie.genre);
  const description = summary(movie.description) || `Book tickets for ${movie.title} on ${SITE_NAME}.`;
  const movieId = `${canonical}#movie`;
  const rating =
    movie.rating && movie.rating.count > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: movie.rating.average,
          ratingCount: movie.rating.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined;
  const node = {
    '@type': 'Movie',
    '@id': movieId,
    name: movie.title,
    description: summary(movie.description) || undefined,
    url: canonical,
    image: image?.url,
    duration: isoDuration(movie.duration) ?? undefined,
    genre: genres.length ? oneOrMany(genres) : undefined,
    inLanguage: languages.length ? oneOrMany(languages) : undefined,
    contentRating: movie.certification || undefined,
    datePublished: movie.releaseDate || undefined,
    aggregateRating: rating,
  };
  const events = (Array.isArray(movie.slots) ? movie.slots : []).slice(0, EVENT_LIMIT).map((slot) =>
    screeningEvent(slot, {
      name: movie.title,
      movie: { '@id': movieId, name: movie.title },
      cinema: {
        '@type': 'MovieTheater',
        name: slot.theaterName,
        address: postalAddress(slot.location, slot.city),
        url: slot.cinemaId ? `${origin}/cinemas/${slot.cinemaId}` : undefined,
      },
      url: canonical,
    }),
  );
  return {
    title: `${movie.title} — Tickets`,
    shareTitle: movie.title,
    description,
    canonical,
    type: 'video.movie',
    image,
    imageAlt: `Poster of ${movie.title}`,
    extra: [
      ...(isoDuration(movie.duration) ? [['video:duration', String(movie.duration * 60)]] : []),
      ...(movie.releaseDate ? [['video:release_date', movie.releaseDate]] : []),
      ...genres.map((genre) => ['video:tag', genre]),
    ],
    jsonLd: { '@context': 'https://schema.org', '@graph': [node, ...events] },
  };
}

/** The description of `/cinemas/{id}` from `GET /cinemas/{id}`, or null for a record without an id. */
function cinemaMeta(cinema, { origin }) {
  if (!cinema || !isId(cinema.id)) return null;
  const canonical = `${origin}/cinemas/${cinema.id}`;
  const films = Array.isArray(cinema.films) ? cinema.films : [];
  const facilities = Array.isArray(cinema.facilities) ? cinema.facilities : [];
  const place =
    !cinema.city || String(cinema.address ?? '').endsWith(cinema.city)
      ? cinema.address
      : `${cinema.address}, ${cinema.city}`;
  const description = summary(
    [
      `${cinema.name}, ${place}: showtimes and tickets`,
      films.length ? `${films.length} film${films.length === 1 ? '' : 's'} showing` : null,
      facilities.length ? `Facilities: ${facilities.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join('. ')
      .concat('.'),
  );
  const cinemaId = `${canonical}#cinema`;
  // The next shows of every film here, soonest first.
  const shows = films
    .flatMap((film) => (Array.isArray(film.shows) ? film.shows : []).map((show) => ({ film, show })))
    .sort((a, b) => `${a.show.showDate} ${a.show.startTime}`.localeCompare(`${b.show.showDate} ${b.show.startTime}`))
    .slice(0, EVENT_LIMIT);
  const theater = {
    '@type': 'MovieTheater',
    '@id': cinemaId,
    name: cinema.name,
    url: canonical,
    address: postalAddress(cinema.address, cinema.city),
    hasMap: httpUrl(cinema.mapUrl) ?? undefined,
    screenCount: cinema.accessibility?.screens || undefined,
    amenityFeature: facilities.length
      ? facilities.map((facility) => ({ '@type': 'LocationFeatureSpecification', name: facility, value: true }))
      : undefined,
  };
  const events = shows.map(({ film, show }) =>
    screeningEvent(show, {
      name: film.title,
      movie: {
        '@type': 'Movie',
        name: film.title,
        url: `${origin}/movies/${film.id}`,
        image: previewImage(film.thumbnail)?.url,
        duration: isoDuration(film.duration) ?? undefined,
      },
      // The place in full, not only a reference: readers of one event (search engines' event listings) need its address.
      cinema: { '@type': 'MovieTheater', '@id': cinemaId, name: cinema.name, address: theater.address, url: canonical },
      url: `${origin}/movies/${film.id}`,
    }),
  );
  // A cinema has no picture of its own: its preview shows the poster of the film it shows next.
  const next = shows[0]?.film;
  return {
    title: `${cinema.name} — Showtimes`,
    shareTitle: `${cinema.name} — Showtimes`,
    description,
    canonical,
    type: 'website',
    image: next ? previewImage(next.thumbnail) : null,
    imageAlt: next ? `Poster of ${next.title}, showing next at ${cinema.name}` : '',
    jsonLd: { '@context': 'https://schema.org', '@graph': [theater, ...events] },
  };
}

module.exports = { movieMeta, cinemaMeta };
