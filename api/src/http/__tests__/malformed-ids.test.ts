import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-app.js';
import { registerUser } from '../../testing/fixtures.js';

/** Every route with a numeric path parameter, and the message its malformed id gets. */
const routes = [
  { method: 'GET', path: '/movies/{id}', message: 'id must be a whole number from 1 to 2147483647' },
  { method: 'GET', path: '/posters/{id}.svg', message: 'id must be a whole number from 1 to 2147483647' },
  { method: 'GET', path: '/api/seats/slot/{id}', message: 'slotId must be a show id' },
  { method: 'DELETE', path: '/api/user/bookings/{id}', message: 'Invalid booking ID' },
  { method: 'GET', path: '/api/bookings/{id}/download', message: 'Invalid booking ID' },
  { method: 'POST', path: '/api/user/favorites/{id}', message: 'movieId must be a movie id' },
  { method: 'DELETE', path: '/api/user/favorites/{id}', message: 'movieId must be a movie id' },
] as const;

/** As they appear in the URL (percent-encoded where a client would encode them). */
const malformedIds = [
  '1e309',
  '1e3',
  '0x10',
  '0b1',
  '%201',
  '1%20',
  '%0A1',
  '1.0',
  '+1',
  '-1',
  '0',
  '01',
  '2147483648',
  '99999999999999999999',
  'abc',
  'Infinity',
  'NaN',
  '1_000',
  '%EF%BC%91',
  '1%00',
];

describeEachDatabase('malformed ids in paths', (api) => {
  for (const route of routes) {
    test(`${route.method} ${route.path}: 400 "${route.message}" for every malformed id`, async () => {
      const { token } = await registerUser(api());
      for (const id of malformedIds) {
        // The router's `:id.svg` pattern stops at a line break: that path is no route at all (404 "No such endpoint").
        if (route.path.endsWith('.svg') && id.includes('%0A')) continue;
        const response = await api().request(route.method, route.path.replace('{id}', id), { token });
        assert.equal(response.status, 400, `${route.method} ${route.path} with ${id}: ${response.body}`);
        assert.deepEqual(
          response.json(),
          { error: 'Bad Request', message: route.message, requestId: response.headers['x-request-id'] },
          id,
        );
      }
      // A well-formed id that names nothing passes the guard and reaches the route (404 or a no-op).
      const wellFormed = await api().request(route.method, route.path.replace('{id}', '2147483647'), { token });
      assert.ok([200, 404].includes(wellFormed.status), `${route.path} with 2147483647: ${wellFormed.status}`);
    });
  }

  test('a poster path with a line break in the id is no route: 404 JSON, not 500', async () => {
    const response = await api().get('/posters/%0A1.svg');
    assert.equal(response.status, 404);
    assert.equal(response.json().message, 'No such endpoint: GET /posters/%0A1.svg');
  });

  test('a malformed whole number in a query string is refused the same way', async () => {
    for (const limit of ['1e309', '0x10', '1.0', '0', '99999999999999999999']) {
      const response = await api().get(`/movies/search?query=a&limit=${limit}`);
      assert.equal(response.status, 400, limit);
      assert.equal(response.json().message, 'limit must be a whole number of at least 1');
    }
    assert.equal((await api().get('/movies/search?query=a&limit=2')).json().length, 2);
  });

  test('an id that is not a safe JSON number in a body gets 400, not 500', async () => {
    const { token } = await registerUser(api());
    for (const raw of ['1e309', '-1e309', '1.5', '0', '2147483648']) {
      const response = await api().app.inject({
        method: 'POST',
        url: '/api/bookings/select-seats',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: `{"slotId": ${raw}, "seatNumbers": ["A1"]}`,
      });
      assert.equal(response.statusCode, 400, raw);
      assert.equal(response.json().message, 'slotId must be a show id', raw);
    }
  });
});
