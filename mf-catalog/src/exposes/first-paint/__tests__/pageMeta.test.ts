import { cinemaMeta, movieMeta } from '../pageMeta.cjs';

const SITE = 'https://tickets.reeltime.test';
const API = 'https://api.reeltime.test';
const TITLE = 'Don\'t "Stop" </script><b>Now</b> & Then';

const show = (fields: Record<string, unknown>) => ({
  showDate: '2026-11-27',
  startTime: '19:30',
  startsAt: '2026-11-27T19:30:00+05:30',
  format: 'IMAX',
  audioLanguage: 'Hindi',
  subtitles: 'English',
  minPrice: 250,
  maxPrice: 450,
  ...fields,
});

const movie = {
  id: 7,
  title: TITLE,
  description: `A night train through the monsoon. ${'Nothing stops it. '.repeat(20)}`,
  thumbnail: `${API}/poster-images/abc123-480.webp`,
  duration: 135,
  certification: 'UA',
  language: 'Hindi, English',
  genre: 'Drama, Thriller',
  releaseDate: '2026-11-01',
  rating: { average: 4.3, count: 1204 },
  slots: [
    show({
      theaterName: 'Aurora Cinemas',
      location: 'Lower Parel, Mumbai',
      city: 'Mumbai',
      availableSeats: 12,
      cinemaId: 3,
    }),
    show({
      startsAt: '2026-11-27T22:00:00+04:00',
      theaterName: 'Gulf Screens',
      location: 'Marina',
      city: 'Dubai',
      availableSeats: 0,
      cinemaId: 4,
      format: '2D',
      subtitles: null,
      minPrice: 180,
      maxPrice: 180,
    }),
  ],
};

const cinema = {
  id: 3,
  name: 'Aurora <Cinemas>',
  city: 'Mumbai',
  address: 'Lower Parel, Mumbai',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora',
  facilities: ['Parking', 'Wheelchair access'],
  accessibility: { screens: 3 },
  films: [
    {
      id: 9,
      title: 'Zebra Crossing',
      thumbnail: `${API}/posters/9.svg`,
      duration: 95,
      shows: [show({ startTime: '21:00', startsAt: '2026-11-27T21:00:00+05:30', format: '3D', minPrice: 200 })],
    },
    { id: 7, title: TITLE, thumbnail: `${API}/poster-images/abc123-480.webp`, duration: 135, shows: [show({})] },
  ],
};

describe('movieMeta', () => {
  it('names the film, cuts its synopsis at a word, points at its page and shows its poster as a JPEG', () => {
    const described = movieMeta(movie, { origin: SITE });
    expect(described).toMatchObject({
      title: `${TITLE} — Tickets`,
      shareTitle: TITLE,
      canonical: `${SITE}/movies/7`,
      type: 'video.movie',
      image: { url: `${API}/poster-images/abc123-960.jpg`, type: 'image/jpeg' },
      imageAlt: `Poster of ${TITLE}`,
      extra: [
        ['video:duration', '8100'],
        ['video:release_date', '2026-11-01'],
        ['video:tag', 'Drama'],
        ['video:tag', 'Thriller'],
      ],
    });
    expect(described?.description).toMatch(
      /^A night train through the monsoon\. (Nothing stops it\. )+Nothing stops it…$/,
    );
    expect(described?.description.length).toBeLessThanOrEqual(200);
  });

  it('describes the film and each show in JSON-LD: runtime, genres, languages, rating, places and offers', () => {
    const [film, ...events] = movieMeta(movie, { origin: SITE })?.jsonLd?.['@graph'] ?? [];
    expect(film).toMatchObject({
      '@type': 'Movie',
      name: TITLE,
      url: `${SITE}/movies/7`,
      image: `${API}/poster-images/abc123-960.jpg`,
      duration: 'PT2H15M',
      genre: ['Drama', 'Thriller'],
      inLanguage: ['Hindi', 'English'],
      contentRating: 'UA',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        ratingCount: 1204,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(
      events.map((event) => [event.startDate, event.videoFormat, event.location, event.offers, event.workPresented]),
    ).toEqual([
      [
        '2026-11-27T19:30:00+05:30',
        'IMAX',
        expect.objectContaining({ name: 'Aurora Cinemas', url: `${SITE}/cinemas/3` }),
        expect.objectContaining({ lowPrice: 250, highPrice: 450, availability: 'https://schema.org/InStock' }),
        { '@id': film['@id'], name: TITLE },
      ],
      [
        '2026-11-27T22:00:00+04:00',
        '2D',
        expect.objectContaining({
          name: 'Gulf Screens',
          address: expect.objectContaining({ addressLocality: 'Dubai' }),
        }),
        expect.objectContaining({ lowPrice: 180, highPrice: 180, availability: 'https://schema.org/SoldOut' }),
        { '@id': film['@id'], name: TITLE },
      ],
    ]);
  });

  it('says who to book with when there is no synopsis, and describes nothing without an id', () => {
    expect(movieMeta({ ...movie, description: '' }, { origin: SITE })?.description).toBe(
      `Book tickets for ${TITLE} on ReelTime.`,
    );
    expect(movieMeta({ ...movie, thumbnail: 'javascript:alert(1)' }, { origin: SITE })?.image).toBeNull();
    expect(movieMeta({ ...movie, id: 'x' }, { origin: SITE })).toBeNull();
  });
});

describe('cinemaMeta', () => {
  it('names the cinema, sums up its films and facilities, and shows the poster of the film showing next', () => {
    expect(cinemaMeta(cinema, { origin: SITE })).toMatchObject({
      title: 'Aurora <Cinemas> — Showtimes',
      shareTitle: 'Aurora <Cinemas> — Showtimes',
      description:
        'Aurora <Cinemas>, Lower Parel, Mumbai: showtimes and tickets. 2 films showing. Facilities: Parking, Wheelchair access.',
      canonical: `${SITE}/cinemas/3`,
      type: 'website',
      image: { url: `${API}/poster-images/abc123-960.jpg`, type: 'image/jpeg' },
      imageAlt: `Poster of ${TITLE}, showing next at Aurora <Cinemas>`,
    });
  });

  it('describes the cinema and its next shows, soonest first, each naming its place in full', () => {
    const [theater, ...events] = cinemaMeta(cinema, { origin: SITE })?.jsonLd?.['@graph'] ?? [];
    expect(theater).toMatchObject({
      '@type': 'MovieTheater',
      name: 'Aurora <Cinemas>',
      address: { '@type': 'PostalAddress', streetAddress: 'Lower Parel, Mumbai', addressLocality: 'Mumbai' },
      hasMap: cinema.mapUrl,
      screenCount: 3,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Parking', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Wheelchair access', value: true },
      ],
    });
    expect(events.map((event) => [event.name, event.startDate, event.workPresented, event.location])).toEqual([
      [TITLE, '2026-11-27T19:30:00+05:30', expect.objectContaining({ url: `${SITE}/movies/7` }), expect.anything()],
      [
        'Zebra Crossing',
        '2026-11-27T21:00:00+05:30',
        expect.objectContaining({ url: `${SITE}/movies/9`, image: `${API}/posters/9.jpg`, duration: 'PT1H35M' }),
        {
          '@type': 'MovieTheater',
          '@id': theater['@id'],
          name: cinema.name,
          address: theater.address,
          url: `${SITE}/cinemas/3`,
        },
      ],
    ]);
  });

  it('adds the city only when the address does not end with it, and has no picture without a show', () => {
    const described = cinemaMeta({ ...cinema, address: 'Phoenix Mall', films: [], facilities: [] }, { origin: SITE });
    expect(described?.description).toBe('Aurora <Cinemas>, Phoenix Mall, Mumbai: showtimes and tickets.');
    expect(described?.image).toBeNull();
  });
});
