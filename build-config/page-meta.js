'use strict';

const { scriptJson } = require('./page-hints');
const { httpUrl } = require('./http-url');

/**
 * The `<head>` tags that describe a movie or cinema page to search engines and to link previews
 * (chat apps, social sites), which read the HTML and run no script: title, description, canonical
 * URL, Open Graph and Twitter card tags with the poster, and schema.org JSON-LD (a Movie and its next
 * ScreeningEvents with their offers; a MovieTheater and its next ScreeningEvents). Built from the same
 * API records the pages show (`GET /movies/{id}`, `GET /cinemas/{id}`); every value is escaped.
 */
const SITE_NAME = 'ReelTime';
/** The site's own title and description: what a page says when its record is not known. */
const SITE_TITLE = `${SITE_NAME} — Book movie tickets`;
const SITE_DESCRIPTION = 'Book cinema tickets: browse movies, watch trailers, pick your seats and pay in seconds.';
/** How many upcoming shows a page lists as ScreeningEvents. */
const EVENT_LIMIT = 20;
const DESCRIPTION_LENGTH = 200;

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
/** The page title as the page itself sets it once loaded: "Monsoon Express — Tickets | ReelTime". */
const documentTitle = (page) => `${page} | ${SITE_NAME}`;

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

/** `title` names the browser tab; `shareTitle` (the film or cinema alone) heads a link preview, beside the site's name. */
function metaTags({ title, shareTitle = title, description, canonical, type, image, imageAlt, extra = [], jsonLd }) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ['og:site_name', SITE_NAME],
    ['og:type', type],
    ['og:title', shareTitle],
    ['og:description', description],
    ['og:url', canonical],
    ...(image
      ? [['og:image', image.url], ...(image.type ? [['og:image:type', image.type]] : []), ['og:image:alt', imageAlt]]
      : []),
    ...extra,
  ].map((tag) => (typeof tag === 'string' ? tag : `<meta property="${tag[0]}" content="${escapeHtml(tag[1])}">`));
  const twitter = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', shareTitle],
    ['twitter:description', description],
    ...(image
      ? [
          ['twitter:image', image.url],
          ['twitter:image:alt', imageAlt],
        ]
      : []),
  ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`);
  const script = jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : [];
  return [...tags, ...twitter, ...script].join('');
}

/** The tags of `/movies/{id}` from `GET /movies/{id}`; `origin` is the site's public origin. */
function movieMeta(movie, origin) {
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
  return metaTags({
    title: documentTitle(`${movie.title} — Tickets`),
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
  });
}

/** The tags of `/cinemas/{id}` from `GET /cinemas/{id}`; `origin` is the site's public origin. */
function cinemaMeta(cinema, origin) {
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
  return metaTags({
    title: documentTitle(`${cinema.name} — Showtimes`),
    shareTitle: `${cinema.name} — Showtimes`,
    description,
    canonical,
    type: 'website',
    image: next ? previewImage(next.thumbnail) : null,
    imageAlt: next ? `Poster of ${next.title}, showing next at ${cinema.name}` : '',
    jsonLd: { '@context': 'https://schema.org', '@graph': [theater, ...events] },
  });
}

/** The tags of a movie or cinema page whose record is not known (API slow or down): the site's own, at the page's address. */
function genericMeta(canonical) {
  return metaTags({
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical,
    type: 'website',
    image: null,
    imageAlt: '',
  });
}

/** On a movie or cinema page the API does not know (the 404 page): kept out of search results. */
const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * `html` (a page, as the build writes it: minified, attributes quoted only when they must be) with
 * its own `<title>` and description replaced by `tags`, which go right after the
 * charset declaration, before any script.
 */
function withPageMeta(html, tags) {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[\s>][^>]*>?/i, '');
  const anchor = /<meta charset[^>]*>/i.test(stripped) ? /<meta charset[^>]*>/i : /<head[^>]*>/i;
  return stripped.replace(anchor, (tag) => `${tag}${tags}`);
}

module.exports = { movieMeta, cinemaMeta, genericMeta, withPageMeta, NOINDEX };
