import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { registerUser } from '../../../testing/fixtures.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { backOfficeAccount, createCinema } from '../../admin/shows/__tests__/back-office-fixtures.js';

interface Browsed {
  id: number;
  title: string;
  language: string | null;
  genre: string;
  formats: string[];
  shows: number;
  releaseDate: string | null;
}
interface Facet {
  value: string;
  count: number;
}

/** A cinema of its own in a city of its own (no demo show there), with a manager who may schedule it. */
async function cinemaInNewCity(api: TestApi) {
  const cinema = await createCinema(api);
  const city = `Testpur ${randomBytes(3).toString('hex')}`;
  await api.app.db.updateTable('theaters').set({ city }).where('id', '=', cinema.theaterId).execute();
  const manager = await backOfficeAccount(api, 'manager', [cinema.theaterId]);
  return { ...cinema, city, manager };
}

async function schedule(
  api: TestApi,
  place: Awaited<ReturnType<typeof cinemaInNewCity>>,
  movieId: number,
  format: string,
  time: string,
) {
  const day = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 3);
  const created = await api.post(
    '/api/admin/shows',
    {
      movieId,
      screenId: place.screenId,
      format,
      audioLanguage: 'Tamil',
      fromDate: day,
      toDate: day,
      times: [time],
    },
    { token: place.manager.token },
  );
  assert.equal(created.status, 201, created.body);
}

const ids = (movies: Browsed[]) => movies.map((movie) => movie.id);

describeEachDatabase('browsing by city: cities, now showing and coming soon, filters', (api) => {
  test('GET /cities lists the cities with live shows, by name, with cinemas, films and shows counted', async () => {
    await cinemaInNewCity(api());
    const response = await api().get('/cities');
    assert.equal(response.status, 200);
    assert.match(String(response.headers['cache-control']), /^public, max-age=\d+$/);
    const cities = response.json();
    assert.deepEqual(
      cities.map((city: { name: string }) => city.name),
      ['Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Mumbai'],
    );
    for (const city of cities)
      assert.ok(city.cinemas >= 1 && city.movies >= 1 && city.shows >= city.movies, JSON.stringify(city));
  });

  test('without a city every film is listed once, now showing when it has shows ahead anywhere; a city narrows now showing to its own shows', async () => {
    const everywhere = (await api().get('/movies/browse')).json();
    assert.equal(everywhere.city, null);
    const all = (await api().get('/movies')).json();
    const recent = (await api().get('/movies/recent')).json();
    assert.deepEqual(
      new Set([...ids(everywhere.nowShowing), ...ids(everywhere.comingSoon)]),
      new Set(all.map((movie: Browsed) => movie.id)),
    );
    assert.deepEqual(
      ids(everywhere.nowShowing),
      recent.map((movie: Browsed) => movie.id),
    );
    assert.ok(everywhere.comingSoon.length > 0);
    assert.ok(everywhere.comingSoon.every((movie: Browsed) => movie.shows === 0 && movie.formats.length === 0));
    const releases = everywhere.comingSoon.map((movie: Browsed) => movie.releaseDate ?? '9999');
    assert.deepEqual(releases, [...releases].sort(), 'coming soon: soonest release first');

    const chennai = await api().get('/movies/browse', { query: { city: 'chennai' } });
    assert.equal(chennai.status, 200, chennai.body);
    const view = chennai.json();
    assert.equal(view.city, 'Chennai');
    assert.ok(view.nowShowing.length > 0);
    for (const movie of view.nowShowing.slice(0, 3)) {
      const slots = (await api().get(`/movies/${movie.id}`))
        .json()
        .slots.filter((slot: { city: string }) => slot.city === 'Chennai');
      assert.equal(slots.length, movie.shows, `${movie.title}: its shows in Chennai`);
      const formats = new Set(slots.map((slot: { format: string }) => slot.format));
      assert.deepEqual(new Set(movie.formats), formats, `${movie.title}: the formats of its shows in Chennai`);
    }

    for (const [query, message] of [
      [{ city: 'Atlantis' }, 'city must be a city with a ReelTime cinema'],
      [{ format: '5D' }, 'format must be 2D, 3D, IMAX or 4DX (comma-separated for several)'],
      [{ city: ' ' }, 'city must be a city name of 1 to 80 characters'],
    ] as const) {
      const refused = await api().get('/movies/browse', { query });
      assert.equal(refused.status, 400, JSON.stringify(query));
      assert.equal(refused.json().message, message);
    }
  });

  test('filters combine (any value within one, every one across them) and each facet counts what choosing its value would list', async () => {
    const all = (await api().get('/movies/browse')).json();
    const tamil = (await api().get('/movies/browse', { query: { language: 'tamil' } })).json();
    const listed = [...tamil.nowShowing, ...tamil.comingSoon];
    assert.ok(listed.length > 0);
    // A film is in Tamil when Tamil is one of its languages or it has shows with Tamil audio (a dubbed version).
    for (const movie of listed as Browsed[]) {
      if (/tamil/i.test(movie.language ?? '')) continue;
      const slots = (await api().get(`/movies/${movie.id}`)).json().slots as { audioLanguage: string | null }[];
      assert.ok(
        slots.some((slot) => slot.audioLanguage === 'Tamil'),
        `${movie.title} is in Tamil or plays dubbed in Tamil`,
      );
    }
    assert.equal(all.facets.languages.find((facet: Facet) => facet.value === 'Tamil').count, listed.length);
    // The language facet keeps counting every language while Tamil is chosen; the genre facet counts Tamil films only.
    assert.deepEqual(tamil.facets.languages, all.facets.languages);
    const [genre] = tamil.facets.genres as Facet[];
    const both = (await api().get('/movies/browse', { query: { language: 'Tamil', genre: genre.value } })).json();
    assert.equal(both.nowShowing.length + both.comingSoon.length, genre.count);
    assert.ok([...both.nowShowing, ...both.comingSoon].every((movie: Browsed) => movie.genre.includes(genre.value)));
    const either = (await api().get('/movies/browse', { query: { language: 'Tamil,Hindi' } })).json();
    const hindi = all.facets.languages.find((facet: Facet) => facet.value === 'Hindi').count;
    assert.ok(either.nowShowing.length + either.comingSoon.length > Math.max(listed.length, hindi) - 1);
    assert.deepEqual(
      all.facets.formats.map((facet: Facet) => facet.value),
      ['2D', '3D', 'IMAX', '4DX'],
    );
  });

  test('a new IMAX show moves a film from coming soon to now showing in its city at once, listed under IMAX; other cities are offered for the rest', async () => {
    const place = await cinemaInNewCity(api());
    const before = (await api().get('/movies/browse', { query: { city: place.city } })).json();
    assert.deepEqual(before.nowShowing, []);
    const film: Browsed = before.comingSoon.find((movie: Browsed) => movie.shows === 0 && movie.releaseDate !== null);
    await schedule(api(), place, film.id, 'IMAX', '11:00');

    const after = (await api().get('/movies/browse', { query: { city: place.city } })).json();
    assert.deepEqual(
      after.nowShowing.map((movie: Browsed) => [movie.id, movie.formats, movie.shows]),
      [[film.id, ['IMAX'], 1]],
    );
    assert.ok(!ids(after.comingSoon).includes(film.id));
    const imax = (await api().get('/movies/browse', { query: { city: place.city, format: 'IMAX' } })).json();
    assert.deepEqual([ids(imax.nowShowing), imax.comingSoon], [[film.id], []]);
    assert.deepEqual(imax.facets.formats, [
      { value: '2D', count: 0 },
      { value: '3D', count: 0 },
      { value: 'IMAX', count: 1 },
      { value: '4DX', count: 0 },
    ]);
    const tamilShows = (await api().get('/movies/browse', { query: { city: place.city, language: 'Tamil' } })).json();
    assert.ok(ids(tamilShows.nowShowing).includes(film.id), 'now showing films are in the language of their shows');

    const [showing] = (await api().get('/movies/browse', { query: { city: 'Kochi' } })).json().nowShowing as Browsed[];
    const where = await api().get(`/movies/${showing.id}/cities`, { query: { city: place.city } });
    assert.equal(where.status, 200, where.body);
    const answer = where.json();
    assert.deepEqual([answer.city, answer.showsInCity], [place.city, 0]);
    assert.ok(answer.nearest.some((city: { name: string }) => city.name === 'Kochi'));
    const counts = answer.nearest.map((city: { shows: number }) => city.shows);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
      'most shows first',
    );
    const here = (await api().get(`/movies/${film.id}/cities`, { query: { city: place.city } })).json();
    assert.equal(here.showsInCity, 1);
    assert.ok(!here.nearest.some((city: { name: string }) => city.name === place.city));
    assert.equal((await api().get('/movies/999999/cities')).status, 404);
  });

  test('Notify me: a customer is e-mailed once, when the film’s first show in their city goes on sale', async () => {
    const place = await cinemaInNewCity(api());
    const customer = await registerUser(api());
    const { comingSoon } = (await api().get('/movies/browse', { query: { city: place.city } })).json();
    const film: Browsed = comingSoon[0];
    const [showingHere] = (await api().get('/movies/browse', { query: { city: 'Chennai' } })).json()
      .nowShowing as Browsed[];

    assert.equal((await api().post('/api/user/movie-alerts', { movieId: film.id, city: place.city })).status, 401);
    for (const [body, status, message] of [
      [{ movieId: film.id, city: 'Atlantis' }, 400, 'city must be a city with a ReelTime cinema'],
      [{ movieId: 0, city: place.city }, 400, 'movieId must be a movie id'],
      [{ movieId: 999999, city: place.city }, 404, 'Movie not found'],
      [
        { movieId: showingHere.id, city: 'Chennai' },
        409,
        `${showingHere.title} is already showing in Chennai: pick a show to book.`,
      ],
    ] as const) {
      const refused = await api().post('/api/user/movie-alerts', body, { token: customer.token });
      assert.deepEqual([refused.status, refused.json().message], [status, message], JSON.stringify(body));
    }
    const asked = await api().post(
      '/api/user/movie-alerts',
      { movieId: film.id, city: place.city.toUpperCase() },
      { token: customer.token },
    );
    assert.equal(asked.status, 201, asked.body);
    assert.equal(asked.json().city, place.city);
    assert.equal(
      (await api().post('/api/user/movie-alerts', { movieId: film.id, city: place.city }, { token: customer.token }))
        .status,
      201,
    );
    const waiting = (await api().get('/api/user/movie-alerts', { token: customer.token })).json();
    assert.deepEqual(
      waiting.map((alert: { movieId: number; city: string }) => [alert.movieId, alert.city]),
      [[film.id, place.city]],
    );

    await schedule(api(), place, film.id, '2D', '10:00');
    await schedule(api(), place, film.id, '2D', '18:00');
    await api().app.drainMailOutbox();
    const mails = (await api().get('/api/dev/outbox', { query: { to: customer.email } })).json();
    assert.equal(mails.length, 1, 'one mail, however many shows follow');
    assert.equal(mails[0].subject, `Now booking in ${place.city}: ${film.title}`);
    assert.match(mails[0].text, new RegExp(`First show: Test Cinema \\w+, .+ at 10:00 AM \\(cinema time\\)`));
    assert.ok(mails[0].text.includes(`/movies/${film.id}`));
    assert.deepEqual((await api().get('/api/user/movie-alerts', { token: customer.token })).json(), []);

    const other = await cinemaInNewCity(api());
    const second = (await api().get('/movies/browse', { query: { city: other.city } })).json().comingSoon[1] as Browsed;
    assert.equal(
      (await api().post('/api/user/movie-alerts', { movieId: second.id, city: other.city }, { token: customer.token }))
        .status,
      201,
    );
    const dropped = await api().delete(`/api/user/movie-alerts/${second.id}`, {
      token: customer.token,
      query: { city: other.city },
    });
    assert.equal(dropped.status, 200);
    await schedule(api(), other, second.id, '3D', '12:00');
    await api().app.drainMailOutbox();
    assert.equal(
      (await api().get('/api/dev/outbox', { query: { to: customer.email } })).json().length,
      1,
      'no mail after dropping the alert',
    );
  });
});
