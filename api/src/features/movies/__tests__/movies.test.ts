import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, TEST_PUBLIC_URL } from '../../../testing/test-app.js';

const MOVIE_KEYS = [
  'certification',
  'description',
  'duration',
  'genre',
  'id',
  'language',
  'rating',
  'releaseDate',
  'thumbnail',
  'title',
  'trailer',
];

describeEachDatabase('movies', (api) => {
  test('GET /movies lists every seeded movie, newest release first, in the agreed shape', async () => {
    const response = await api().get('/movies');
    assert.equal(response.status, 200);
    const movies = response.json();
    assert.ok(movies.length >= 16);
    for (const movie of movies) {
      assert.deepEqual(Object.keys(movie).sort(), MOVIE_KEYS);
      assert.equal(typeof movie.id, 'number');
      assert.equal(typeof movie.duration, 'number');
      assert.equal(movie.thumbnail, `${TEST_PUBLIC_URL}/posters/${movie.id}.svg`);
      if (movie.releaseDate !== null) assert.match(movie.releaseDate, /^\d{4}-\d{2}-\d{2}$/);
      if (movie.trailer !== null) assert.match(movie.trailer, /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    }
    const dates = movies.map((movie: { releaseDate: string }) => movie.releaseDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('the catalogue is varied: languages, certifications, missing trailers and a missing language', async () => {
    const movies = (await api().get('/movies')).json();
    const languages = new Set(movies.map((movie: { language: string | null }) => movie.language));
    for (const language of ['Hindi', 'English', 'Tamil', 'Telugu', 'Malayalam', null])
      assert.ok(languages.has(language), String(language));
    const certifications = new Set(movies.map((movie: { certification: string }) => movie.certification));
    assert.deepEqual([...certifications].sort(), ['A', 'U', 'UA']);
    assert.ok(movies.filter((movie: { trailer: string | null }) => movie.trailer === null).length >= 2);
  });

  test('GET /movies/recent lists only movies with shows ahead, newest first', async () => {
    const all = (await api().get('/movies')).json();
    const response = await api().get('/movies/recent');
    assert.equal(response.status, 200);
    const recent = response.json();
    assert.ok(recent.length >= 5 && recent.length < all.length);
    for (const movie of recent) {
      const detail = (await api().get(`/movies/${movie.id}`)).json();
      assert.ok(detail.slots.length > 0, `${movie.title} has shows`);
    }
  });

  test('GET /movies/:id returns the movie with upcoming slots sorted by date then time', async () => {
    const [first] = (await api().get('/movies/recent')).json();
    const response = await api().get(`/movies/${first.id}`);
    assert.equal(response.status, 200);
    const movie = response.json();
    assert.equal(movie.title, first.title);
    assert.ok(movie.slots.length > 0);
    for (const slot of movie.slots) {
      assert.deepEqual(Object.keys(slot).sort(), [
        'audioLanguage',
        'availableSeats',
        'cancellationPolicy',
        'cinemaId',
        'city',
        'facilities',
        'format',
        'id',
        'location',
        'maxPrice',
        'minPrice',
        'showDate',
        'slotId',
        'startTime',
        'startsAt',
        'subtitles',
        'theaterName',
        'totalSeats',
      ]);
      assert.equal(slot.id, slot.slotId);
      assert.deepEqual(slot.cancellationPolicy, { cutoffMinutes: 0, refundPercent: 100 });
      assert.match(slot.showDate, /^\d{4}-\d{2}-\d{2}$/);
      assert.match(slot.startTime, /^\d{2}:\d{2}$/);
    }
    const keys = movie.slots.map(
      (slot: { showDate: string; startTime: string }) => `${slot.showDate} ${slot.startTime}`,
    );
    assert.deepEqual(keys, [...keys].sort());
  });

  test('shows keep rolling forward: a week later there are still shows a week ahead', async () => {
    const { clock } = api();
    const [movie] = (await api().get('/movies/recent')).json();
    const lastDateNow = (await api().get(`/movies/${movie.id}`)).json().slots.at(-1).showDate;
    clock.advance(8 * 24 * 3600 * 1000);
    try {
      const recent = (await api().get('/movies/recent')).json();
      assert.ok(recent.length >= 5);
      const slots = (await api().get(`/movies/${recent[0].id}`)).json().slots;
      assert.ok(slots.length > 0);
      assert.ok(slots[0].showDate > lastDateNow, 'old shows are no longer offered');
    } finally {
      clock.reset();
    }
  });

  test('GET /movies/:id answers 404 JSON for an unknown movie and 400 for a malformed id', async () => {
    const missing = await api().get('/movies/999999');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.json(), {
      error: 'Not Found',
      message: 'Movie not found',
      requestId: missing.headers['x-request-id'],
    });
    const malformed = await api().get('/movies/abc');
    assert.equal(malformed.status, 400);
    assert.match(malformed.json().message, /id/);
    for (const url of ['/movies/99999999999', '/movies/2147483648', '/posters/99999999999.svg']) {
      const huge = await api().get(url);
      assert.equal(huge.status, 400, url);
      assert.deepEqual(Object.keys(huge.json()).sort(), ['error', 'message', 'requestId']);
    }
  });

  test('GET /movies/search matches title, genre and language case-insensitively', async () => {
    const byTitle = (await api().get('/movies/search', { query: { query: 'mONSOON', limit: '1000' } })).json();
    assert.ok(byTitle.some((movie: { title: string }) => movie.title === 'Monsoon Express'));
    const byGenre = (await api().get('/movies/search', { query: { query: 'thriller' } })).json();
    assert.ok(byGenre.length >= 3);
    assert.ok(byGenre.every((movie: { genre: string }) => /thriller/i.test(movie.genre)));
    const byLanguage = (await api().get('/movies/search', { query: { query: 'malayalam' } })).json();
    assert.ok(byLanguage.length >= 2);
    assert.ok(byLanguage.every((movie: { language: string }) => movie.language === 'Malayalam'));
  });

  test('GET /movies/search tolerates one typo per word and ranks exact and prefix title matches first', async () => {
    const search = async (query: string) =>
      (await api().get('/movies/search', { query: { query } })).json().map((movie: { title: string }) => movie.title);
    assert.equal((await search('monson'))[0], 'Monsoon Express');
    assert.equal((await search('mosnoon expres'))[0], 'Monsoon Express');
    assert.deepEqual(await search('orbti'), ['Orbit of Ash']);
    assert.deepEqual(
      (await search('monsoon')).slice(0, 2),
      ['Monsoon Express', 'Iron Monsoon'],
      'title start before a later word',
    );
    assert.deepEqual(await search('zzzz'), []);
  });

  test('GET /movies/search: empty query gives [], limit is honoured and capped, wildcards are literal', async () => {
    assert.deepEqual((await api().get('/movies/search', { query: { query: '   ' } })).json(), []);
    assert.deepEqual((await api().get('/movies/search')).json(), []);
    assert.equal((await api().get('/movies/search', { query: { query: 'a', limit: '2' } })).json().length, 2);
    const capped = await api().get('/movies/search', { query: { query: 'a', limit: '50000' } });
    assert.equal(capped.status, 200);
    assert.deepEqual((await api().get('/movies/search', { query: { query: '%' } })).json(), []);
    const badLimit = await api().get('/movies/search', { query: { query: 'a', limit: 'lots' } });
    assert.equal(badLimit.status, 400);
    assert.match(badLimit.json().message, /limit/);
    const nul = await api().get('/movies/search?query=a%00b&limit=5');
    assert.equal(nul.status, 400);
    assert.match(nul.json().message, /query/);
  });

  test('GET /posters/:id.svg serves generated poster art with long cache headers', async () => {
    const response = await api().get('/posters/1.svg');
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
    assert.match(String(response.headers['cache-control']), /max-age=\d{6,}/);
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    const movie = (await api().get('/movies/1')).json();
    assert.match(response.body, /<svg/);
    assert.ok(response.body.includes(movie.title.toUpperCase().split(' ')[0]));
    // A card's rating badge and favourite button sit over the top band: no text may start there.
    const tops = [...response.body.matchAll(/<text[^>]* y="(\d+)"[^>]* font-size="(\d+)"/g)].map(
      ([, y, size]) => Number(y) - Number(size),
    );
    assert.ok(tops.length > 0 && tops.every((top) => top >= 106), `text tops ${tops.join(', ')}`);
    assert.equal((await api().get('/posters/999999.svg')).status, 404);
  });

  test('GET /posters/:id.svg has a strong ETag, the same whatever the query string, and answers 304 to it', async () => {
    const first = await api().get('/posters/2.svg');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const varied = await api().get('/posters/2.svg', { query: { size: '99999', v: String(Date.now()) } });
    assert.equal(varied.headers.etag, etag);
    assert.equal(varied.body, first.body);
    const revalidated = await api().get('/posters/2.svg', { headers: { 'if-none-match': `W/${etag}` } });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body, '');
    assert.notEqual((await api().get('/posters/3.svg')).headers.etag, etag);
  });
});
