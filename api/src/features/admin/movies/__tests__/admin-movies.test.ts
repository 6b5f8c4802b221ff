import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, TEST_PUBLIC_URL } from '../../../../testing/test-app.js';
import type { TestUser } from '../../../../testing/fixtures.js';
import { accountWithRole } from './accounts.js';

const film = {
  title: 'The Night Ferry',
  description: 'A ferry pilot races a cyclone across the Sundarbans.',
  languages: ['Bengali', 'Hindi'],
  genres: ['Thriller', 'Drama'],
  certification: 'UA13+',
  runtimeMinutes: 131,
  releaseDate: '2020-01-10',
  cast: [
    { name: 'Ira Sen', role: 'Pilot' },
    { name: 'Dev Malhotra', role: 'Smuggler' },
  ],
  crew: [{ name: 'Anjali Rao', job: 'Director' }],
  trailerUrl: 'https://youtu.be/kM3vQx7LpT2',
};

describeEachDatabase('admin movies', (api) => {
  let manager: TestUser;
  let admin: TestUser;
  before(async () => {
    manager = await accountWithRole(api(), 'manager');
    admin = await accountWithRole(api(), 'admin');
  });

  test('anonymous 401; customers and door staff 403 on every movie route', async () => {
    const customer = await accountWithRole(api(), 'customer');
    const staff = await accountWithRole(api(), 'staff');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/movies'],
      ['POST', '/api/admin/movies', film],
      ['GET', '/api/admin/movies/1'],
      ['PUT', '/api/admin/movies/1', film],
      ['POST', '/api/admin/movies/1/archive', {}],
      ['PUT', '/api/admin/movies/1/poster'],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await api().request(method as 'GET', url, { body });
      assert.equal(anonymous.status, 401, `${method} ${url} anonymous`);
      for (const [who, user, message] of [
        ['customer', customer, 'This account cannot use the back office.'],
        ['staff', staff, 'Only managers and admins may do this.'],
      ] as const) {
        const response = await api().request(method as 'GET', url, { body, token: user.token });
        assert.equal(response.status, 403, `${method} ${url} as ${who}`);
        assert.deepEqual(response.json(), { error: 'Forbidden', message, requestId: response.headers['x-request-id'] });
      }
    }
  });

  test('a manager creates, reads, edits, finds and archives a film; customers see each change at once; all is audited', async () => {
    const created = await api().post('/api/admin/movies', film, { token: manager.token });
    assert.equal(created.status, 201, created.body);
    const movie = created.json();
    assert.equal(
      movie.trailerUrl,
      'https://www.youtube.com/watch?v=kM3vQx7LpT2',
      'stored in the watch form the site plays',
    );
    assert.equal(movie.status, 'now_showing');
    assert.equal(movie.poster, null);
    assert.equal(movie.thumbnail, `${TEST_PUBLIC_URL}/posters/${movie.id}.svg`);
    assert.deepEqual(movie.cast, film.cast);
    assert.deepEqual((await api().get(`/api/admin/movies/${movie.id}`, { token: admin.token })).json(), movie);

    const customerView = (await api().get(`/movies/${movie.id}`)).json();
    assert.equal(customerView.language, 'Bengali, Hindi');
    assert.equal(customerView.genre, 'Thriller, Drama');
    assert.equal(customerView.duration, 131);
    assert.ok(
      (await api().get('/movies')).json().some((entry: { id: number }) => entry.id === movie.id),
      'listed at once',
    );
    assert.ok(
      (await api().get('/movies/search', { query: { query: 'night ferry' } }))
        .json()
        .some((entry: { id: number }) => entry.id === movie.id),
    );

    const edited = await api().put(
      `/api/admin/movies/${movie.id}`,
      {
        ...film,
        title: 'The Night Ferry (Director’s Cut)',
        releaseDate: '2999-05-01',
        trailerUrl: 'https://www.youtube.com/embed/Rf8nW2cYh0A',
      },
      { token: admin.token },
    );
    assert.equal(edited.status, 200, edited.body);
    assert.equal(edited.json().status, 'coming_soon');
    assert.equal(edited.json().trailerUrl, 'https://www.youtube.com/watch?v=Rf8nW2cYh0A');
    assert.equal((await api().get(`/movies/${movie.id}`)).json().title, 'The Night Ferry (Director’s Cut)');

    const byCast = (await api().get('/api/admin/movies', { token: manager.token, query: { q: 'dev malho' } })).json()
      .movies;
    assert.deepEqual(
      byCast.map((entry: { id: number }) => entry.id),
      [movie.id],
    );
    const byCrew = (await api().get('/api/admin/movies', { token: manager.token, query: { q: 'ANJALI RAO' } })).json()
      .movies;
    assert.deepEqual(
      byCrew.map((entry: { id: number }) => entry.id),
      [movie.id],
    );
    const comingSoon = (
      await api().get('/api/admin/movies', { token: manager.token, query: { status: 'coming_soon' } })
    ).json().movies;
    assert.ok(comingSoon.some((entry: { id: number }) => entry.id === movie.id));
    assert.ok(comingSoon.every((entry: { status: string }) => entry.status === 'coming_soon'));
    const wildcard = (await api().get('/api/admin/movies', { token: manager.token, query: { q: '%' } })).json().movies;
    assert.equal(wildcard.length, 0, 'LIKE wildcards are taken literally');

    const archived = await api().post(`/api/admin/movies/${movie.id}/archive`, undefined, { token: manager.token });
    assert.equal(archived.status, 200, archived.body);
    assert.equal(archived.json().status, 'archived');
    assert.ok(archived.json().archivedAt);
    assert.ok(
      !(await api().get('/movies')).json().some((entry: { id: number }) => entry.id === movie.id),
      'gone from the catalogue at once',
    );
    assert.equal((await api().get(`/movies/${movie.id}`)).status, 200, 'its page stays for bookings made');
    const archivedList = (
      await api().get('/api/admin/movies', { token: manager.token, query: { status: 'archived' } })
    ).json().movies;
    assert.ok(archivedList.some((entry: { id: number }) => entry.id === movie.id));

    const restored = await api().post(
      `/api/admin/movies/${movie.id}/archive`,
      { archived: false },
      { token: manager.token },
    );
    assert.equal(restored.json().status, 'coming_soon');

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'actor_email', 'before', 'after'])
      .where('entity', '=', 'movie')
      .where('entity_id', '=', String(movie.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.actor_email]),
      [
        ['create', manager.email],
        ['update', admin.email],
        ['archive', manager.email],
        ['unarchive', manager.email],
      ],
    );
    assert.equal((audit[1].before as { title: string }).title, 'The Night Ferry');
    assert.equal((audit[1].after as { title: string }).title, 'The Night Ferry (Director’s Cut)');
  });

  test('every bad field is a 400 naming it; an unknown movie is 404', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /^title must be 1 to 200 characters$/],
      [{ title: '   ' }, /^title must be 1 to 200 characters$/],
      [{ title: 'x'.repeat(201) }, /^title must be/],
      [{ description: 'x'.repeat(5001) }, /^description must be at most 5000/],
      [{ languages: ['Hindi', 'Hindi'] }, /^languages must not contain duplicates$/],
      [{ languages: ['Hindi', 'hindi '] }, /^languages must not contain duplicates$/],
      [{ languages: [''] }, /languages must be 1 to 40/],
      [{ genres: Array.from({ length: 11 }, (_, index) => `Genre ${index}`) }, /^genres must contain at most 10/],
      [{ certification: 'PG-13' }, /^certification must be one of U, UA, UA7\+, UA13\+, UA16\+, A, S/],
      [{ runtimeMinutes: 0 }, /^runtimeMinutes must be a whole number of minutes from 1 to 600$/],
      [{ runtimeMinutes: 601 }, /^runtimeMinutes must be/],
      [{ runtimeMinutes: 90.5 }, /^runtimeMinutes must be/],
      [{ runtimeMinutes: '90' }, /^runtimeMinutes must be a whole number$/],
      [{ releaseDate: '2024-02-30' }, /^releaseDate must be a calendar date/],
      [{ releaseDate: '10/01/2024' }, /^releaseDate must be a calendar date/],
      [{ cast: [{ name: '', role: 'Lead' }] }, /^cast name must be 1 to 100/],
      [{ cast: [{ name: 'Ira' }] }, /^cast\.0\.role is required$/],
      [{ crew: [{ name: 'Anjali', job: '' }] }, /^crew job must be 1 to 100/],
      [{ trailerUrl: 'https://vimeo.com/12345678901' }, /^trailerUrl must be a YouTube link/],
      [{ trailerUrl: 'https://www.youtube.com/watch?v=short' }, /^trailerUrl must be a YouTube link/],
      [{ trailerUrl: 'javascript:alert(1)//youtu.be/kM3vQx7LpT2' }, /^trailerUrl must be a YouTube link/],
      [{ trailerUrl: 'https://youtu.be.evil.example/kM3vQx7LpT2' }, /^trailerUrl must be a YouTube link/],
    ];
    for (const [change, message] of cases) {
      const response = await api().post('/api/admin/movies', { ...film, ...change }, { token: manager.token });
      assert.equal(response.status, 400, JSON.stringify(change));
      assert.equal(response.json().error, 'Bad Request');
      assert.match(response.json().message, message, JSON.stringify(change));
    }
    const { title: _title, ...untitled } = film;
    assert.equal(
      (await api().post('/api/admin/movies', untitled, { token: manager.token })).json().message,
      'title is required',
    );
    assert.match(
      (await api().get('/api/admin/movies', { token: manager.token, query: { status: 'playing' } })).json().message,
      /^status must be one of/,
    );
    const missing = await api().put('/api/admin/movies/999999', film, { token: manager.token });
    assert.deepEqual([missing.status, missing.json().message], [404, 'Movie not found']);
    assert.equal((await api().post('/api/admin/movies/999999/archive', {}, { token: manager.token })).status, 404);
  });

  test('a film without a trailer, certification or release date is accepted; null clears them', async () => {
    const response = await api().post(
      '/api/admin/movies',
      {
        ...film,
        title: 'Untitled Project',
        trailerUrl: null,
        certification: null,
        releaseDate: null,
        cast: [],
        crew: [],
        languages: [],
      },
      { token: manager.token },
    );
    assert.equal(response.status, 201, response.body);
    assert.deepEqual(
      [response.json().trailerUrl, response.json().certification, response.json().status],
      [null, null, 'now_showing'],
    );
    assert.equal((await api().get(`/movies/${response.json().id}`)).json().language, null);
  });

  test('an archived demo film gets no new shows from the demo schedule; the other films keep theirs', async () => {
    const { clock } = api();
    const [archived, kept] = (await api().get('/movies/recent')).json();
    assert.equal(
      (await api().post(`/api/admin/movies/${archived.id}/archive`, {}, { token: admin.token })).status,
      200,
    );
    clock.advance(9 * 24 * 3600 * 1000);
    try {
      await api().get('/movies/recent');
      const latestShow = (movieId: number) =>
        api()
          .app.db.selectFrom('shows')
          .select((eb) => eb.fn.max('show_date').as('last'))
          .where('movie_id', '=', movieId)
          .executeTakeFirstOrThrow();
      const [archivedLast, keptLast] = await Promise.all([latestShow(archived.id), latestShow(kept.id)]);
      assert.ok(String(keptLast.last) > String(archivedLast.last), `${keptLast.last} after ${archivedLast.last}`);
      assert.equal((await api().get(`/movies/${archived.id}`)).status, 200, 'its page stays');
    } finally {
      clock.reset();
    }
  });
});
