import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { backOfficeAccount, someMovie } from '../../admin/shows/__tests__/back-office-fixtures.js';
import { CINEMA_NOT_FOUND } from '../cinema-pages.js';

interface ShowJson {
  slotId: number;
  showDate: string;
  startTime: string;
  startsAt: string;
  screenName: string;
  format: string;
  audioLanguage: string | null;
  subtitles: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

/**
 * A cinema of its own in `city`: one screen, row A Prime with a wheelchair space (A1) and its companion seat (A2), row B
 * Classic; and a second screen without seats, so it counts as a screen without wheelchair spaces.
 */
async function accessibleCinema(api: TestApi, city: string) {
  const db = api.app.db;
  const suffix = randomBytes(3).toString('hex');
  const { id } = await db
    .insertInto('theaters')
    .values({
      name: `Lantern Cinema ${suffix}`,
      location: 'Gandhi Road',
      city,
      time_zone: 'Asia/Kolkata',
      facilities: ['Parking', 'Wheelchair access', 'Hearing loop'],
      cancel_cutoff_minutes: 120,
      cancel_refund_percent: 75,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const screens = await db
    .insertInto('screens')
    .values([
      { theater_id: id, name: 'Screen 1' },
      { theater_id: id, name: 'Screen 2' },
    ])
    .returning('id')
    .execute();
  const screenId = screens[0].id;
  await db
    .insertInto('screen_tiers')
    .values([
      { screen_id: screenId, tier: 'Prime', price_paise: 25_000 },
      { screen_id: screenId, tier: 'Classic', price_paise: 15_000 },
    ])
    .execute();
  await db
    .insertInto('screen_seats')
    .values(
      ['A', 'B'].flatMap((row) =>
        [1, 2, 3, 4].map((index) => ({
          screen_id: screenId,
          seat_number: `${row}${index}`,
          row_label: row,
          seat_index: index,
          column_number: index,
          tier: row === 'A' ? ('Prime' as const) : ('Classic' as const),
          kind:
            row === 'A' && index === 1
              ? ('wheelchair' as const)
              : row === 'A' && index === 2
                ? ('companion' as const)
                : ('standard' as const),
        })),
      ),
    )
    .execute();
  return { id, screenId, name: `Lantern Cinema ${suffix}` };
}

describeEachDatabase('GET /cinemas and /cinemas/{id}', (api) => {
  test('the list: every cinema with its map link, by city then name; ?city= keeps one city’s whatever its case; a cinema without screens stays hidden', async () => {
    const all = await api().get('/cinemas');
    assert.equal(all.status, 200, all.body);
    assert.match(String(all.headers['cache-control']), /^public, max-age=\d+, must-revalidate$/);
    const revalidated = await api().get('/cinemas', { headers: { 'if-none-match': String(all.headers.etag) } });
    assert.equal(revalidated.status, 304);
    const cinemas: { id: number; name: string; city: string; address: string; mapUrl: string; facilities: string[] }[] =
      all.json();
    assert.ok(cinemas.length >= 11, String(cinemas.length));
    const order = cinemas.map((cinema) => `${cinema.city}|${cinema.name}`);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a.localeCompare(b)),
    );
    const aurora = cinemas.find((cinema) => cinema.name === 'Aurora Cinemas')!;
    assert.deepEqual(aurora, {
      id: aurora.id,
      name: 'Aurora Cinemas',
      city: 'Mumbai',
      address: 'Lower Parel, Mumbai',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Aurora%20Cinemas%2C%20Lower%20Parel%2C%20Mumbai',
      facilities: ['Wheelchair access', 'Food & beverages', 'Parking'],
    });

    const mumbai: { city: string }[] = (await api().get('/cinemas', { query: { city: '  mUMBAI ' } })).json();
    assert.equal(mumbai.length, cinemas.filter((cinema) => cinema.city === 'Mumbai').length);
    assert.ok(mumbai.length >= 3 && mumbai.every((cinema) => cinema.city === 'Mumbai'));
    assert.deepEqual((await api().get('/cinemas', { query: { city: 'Atlantis' } })).json(), []);
    assert.equal((await api().get('/cinemas', { query: { city: '' } })).json().length, cinemas.length);
    const tooLong = await api().get('/cinemas', { query: { city: 'x'.repeat(61) } });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.json().message, /city/);

    const { id: bare } = await api()
      .app.db.insertInto('theaters')
      .values({ name: `Unbuilt ${randomBytes(3).toString('hex')}`, location: 'Nowhere Lane', city: 'Mumbai' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A new cinema reaches customers through the back office, which drops the cached views; here the row is written
    // directly, so the list is read again once its max-age has passed.
    api().clock.advance(31_000);
    try {
      const after: { id: number }[] = (await api().get('/cinemas')).json();
      assert.ok(!after.some((cinema) => cinema.id === bare), 'a cinema without a screen is not listed');
      const hidden = await api().get(`/cinemas/${bare}`);
      assert.deepEqual(
        { status: hidden.status, body: hidden.json() },
        {
          status: 404,
          body: { error: 'Not Found', message: CINEMA_NOT_FOUND, requestId: hidden.headers['x-request-id'] },
        },
      );
    } finally {
      api().clock.reset();
    }
    for (const [path, status] of [
      ['/cinemas/2147483647', 404],
      ['/cinemas/abc', 400],
      ['/cinemas/0', 400],
    ] as const) {
      const response = await api().get(path);
      assert.equal(response.status, status, path);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  test('a cinema’s page: facts, accessibility from its layouts, policy, and each film’s shows with format, languages and the price range of show_prices; cancelled shows left out; back-office changes show at once', async () => {
    const cinema = await accessibleCinema(api(), 'Nashik');
    const admin = await backOfficeAccount(api(), 'admin');
    const movie = await someMovie(api());
    const today = toLocal(new Date(), 'Asia/Kolkata').date;
    const schedule = async (day: number, times: string[], extra: Record<string, unknown>) => {
      const date = addDays(today, day);
      const response = await api().post(
        '/api/admin/shows',
        {
          movieId: movie.id,
          screenId: cinema.screenId,
          format: '2D',
          audioLanguage: 'Hindi',
          fromDate: date,
          toDate: date,
          times,
          ...extra,
        },
        { token: admin.token },
      );
      assert.equal(response.status, 201, response.body);
      return response.json().shows.map((show: { id: number }) => show.id) as number[];
    };
    const empty = (await api().get(`/cinemas/${cinema.id}`)).json();
    assert.deepEqual({ films: empty.films, showDates: empty.showDates }, { films: [], showDates: [] });

    const [imax] = await schedule(2, ['10:00'], {
      format: 'IMAX',
      audioLanguage: 'Tamil',
      subtitles: 'English',
      pricesPaise: { Prime: 42_000, Classic: 18_000 },
    });
    const [plain, doomed] = await schedule(3, ['13:00', '18:00'], {});
    const cancelled = await api().post(
      `/api/admin/shows/${doomed}/cancel`,
      { reason: 'Projector repair' },
      { token: admin.token },
    );
    assert.equal(cancelled.status, 200, cancelled.body);

    const response = await api().get(`/cinemas/${cinema.id}`);
    assert.equal(response.status, 200, response.body);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 30, String(response.headers['cache-control']));
    const page = response.json();
    assert.deepEqual(
      { ...page, films: undefined },
      {
        id: cinema.id,
        name: cinema.name,
        city: 'Nashik',
        address: 'Gandhi Road',
        mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${cinema.name}, Gandhi Road, Nashik`)}`,
        facilities: ['Parking', 'Wheelchair access', 'Hearing loop'],
        timeZone: 'Asia/Kolkata',
        accessibility: {
          wheelchairSpaces: 1,
          companionSeats: 1,
          screens: 2,
          screensWithWheelchairSpaces: 1,
          features: ['Wheelchair access', 'Hearing loop'],
        },
        cancellationPolicy: { cutoffMinutes: 120, refundPercent: 75 },
        showDates: [addDays(today, 2), addDays(today, 3)],
        films: undefined,
      },
    );
    assert.equal(page.films.length, 1);
    const [film] = page.films;
    assert.deepEqual({ id: film.id, title: film.title }, { id: movie.id, title: movie.title });
    assert.match(film.thumbnail, /^http:\/\/api\.test\//);
    assert.deepEqual(film.shows as ShowJson[], [
      {
        slotId: imax,
        id: imax,
        showDate: addDays(today, 2),
        startTime: '10:00',
        startsAt: `${addDays(today, 2)}T10:00:00+05:30`,
        screenName: 'Screen 1',
        format: 'IMAX',
        audioLanguage: 'Tamil',
        subtitles: 'English',
        minPrice: 180,
        maxPrice: 420,
      },
      {
        slotId: plain,
        id: plain,
        showDate: addDays(today, 3),
        startTime: '13:00',
        startsAt: `${addDays(today, 3)}T13:00:00+05:30`,
        screenName: 'Screen 1',
        format: '2D',
        audioLanguage: 'Hindi',
        subtitles: null,
        minPrice: 150,
        maxPrice: 250,
      },
    ]);

    // The movie page's showtimes carry the same facts, and name the cinema's page.
    const slot = (await api().get(`/movies/${movie.id}`))
      .json()
      .slots.find((candidate: { slotId: number }) => candidate.slotId === imax);
    assert.deepEqual(
      {
        cinemaId: slot.cinemaId,
        facilities: slot.facilities,
        format: slot.format,
        audioLanguage: slot.audioLanguage,
        subtitles: slot.subtitles,
        minPrice: slot.minPrice,
        maxPrice: slot.maxPrice,
      },
      {
        cinemaId: cinema.id,
        facilities: ['Parking', 'Wheelchair access', 'Hearing loop'],
        format: 'IMAX',
        audioLanguage: 'Tamil',
        subtitles: 'English',
        minPrice: 180,
        maxPrice: 420,
      },
    );

    // A cinema edit, a price change and a cancellation in the back office show on the cached page at once.
    const edited = await api().put(
      `/api/admin/cinemas/${cinema.id}`,
      {
        name: cinema.name,
        city: 'Nashik',
        address: 'Gandhi Road, Nashik',
        timeZone: 'Asia/Kolkata',
        facilities: ['Parking'],
        cancellationPolicy: { cutoffMinutes: 0, refundPercent: 100 },
        cleaningMinutes: 15,
      },
      { token: admin.token },
    );
    assert.equal(edited.status, 200, edited.body);
    const repriced = await api().put(
      `/api/admin/shows/${plain}`,
      { pricesPaise: { Classic: 9_900 } },
      { token: admin.token },
    );
    assert.equal(repriced.status, 200, repriced.body);
    let later = (await api().get(`/cinemas/${cinema.id}`)).json();
    assert.deepEqual(
      {
        facilities: later.facilities,
        policy: later.cancellationPolicy,
        features: later.accessibility.features,
        prices: later.films[0].shows.map((show: ShowJson) => [show.minPrice, show.maxPrice]),
      },
      {
        facilities: ['Parking'],
        policy: { cutoffMinutes: 0, refundPercent: 100 },
        features: [],
        prices: [
          [180, 420],
          [99, 250],
        ],
      },
    );
    await api().post(`/api/admin/shows/${imax}/cancel`, { reason: 'Projector repair' }, { token: admin.token });
    later = (await api().get(`/cinemas/${cinema.id}`)).json();
    assert.deepEqual(
      later.films[0].shows.map((show: ShowJson) => show.slotId),
      [plain],
    );
    assert.deepEqual(later.showDates, [addDays(today, 3)]);

    // Shows that have started are no longer offered.
    api().clock.advance((3 * 24 + 14) * 3600 * 1000);
    try {
      assert.deepEqual((await api().get(`/cinemas/${cinema.id}`)).json().films, []);
    } finally {
      api().clock.reset();
    }
  });

  test('every demo show on the movie page names its format, audio language, a price range and a cinema whose page lists it', async () => {
    const [movie] = (await api().get('/movies/recent')).json();
    const slots = (await api().get(`/movies/${movie.id}`)).json().slots;
    assert.ok(slots.length > 0);
    for (const slot of slots) {
      assert.ok(['2D', '3D', 'IMAX', '4DX'].includes(slot.format), slot.format);
      assert.equal(typeof slot.audioLanguage, 'string');
      assert.ok(slot.minPrice > 0 && slot.minPrice <= slot.maxPrice, `${slot.minPrice}–${slot.maxPrice}`);
      assert.ok(Array.isArray(slot.facilities));
    }
    const first = slots[0];
    const page = (await api().get(`/cinemas/${first.cinemaId}`)).json();
    assert.equal(page.name, first.theaterName);
    const listed = page.films
      .find((film: { id: number }) => film.id === movie.id)
      .shows.find((show: ShowJson) => show.slotId === first.slotId);
    assert.deepEqual(
      {
        format: listed.format,
        audioLanguage: listed.audioLanguage,
        minPrice: listed.minPrice,
        maxPrice: listed.maxPrice,
        startTime: listed.startTime,
      },
      {
        format: first.format,
        audioLanguage: first.audioLanguage,
        minPrice: first.minPrice,
        maxPrice: first.maxPrice,
        startTime: first.startTime,
      },
    );
  });
});
