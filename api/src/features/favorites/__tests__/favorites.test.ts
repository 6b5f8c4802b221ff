import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { registerUser } from '../../../testing/fixtures.js';

describeEachDatabase('favourites', (api) => {
  test('add (idempotent), list as movies, remove, and delete all', async () => {
    const { token } = await registerUser(api());
    assert.deepEqual((await api().get('/api/user/favorites', { token })).json(), []);

    for (const movieId of [3, 5, 5]) {
      const added = await api().post(`/api/user/favorites/${movieId}`, undefined, { token });
      assert.equal(added.status, 200);
      assert.equal(typeof added.json().message, 'string');
    }
    const list = (await api().get('/api/user/favorites', { token })).json();
    assert.deepEqual(list.map((movie: { id: number }) => movie.id).sort(), [3, 5]);
    assert.ok(list.every((movie: { title: string; thumbnail: string }) => movie.title && movie.thumbnail));

    assert.equal((await api().delete('/api/user/favorites/3', { token })).status, 200);
    assert.deepEqual(
      (await api().get('/api/user/favorites', { token })).json().map((movie: { id: number }) => movie.id),
      [5],
    );

    await api().post('/api/user/favorites/7', undefined, { token });
    const cleared = await api().delete('/api/user/favorites/deleteall', { token });
    assert.equal(cleared.status, 200);
    assert.deepEqual((await api().get('/api/user/favorites', { token })).json(), []);
  });

  test('unknown movies are 404, malformed ids 400, anonymous callers 401', async () => {
    const { token } = await registerUser(api());
    const unknown = await api().post('/api/user/favorites/999999', undefined, { token });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Movie not found');
    assert.equal((await api().delete('/api/user/favorites/999999', { token })).status, 404);
    const malformed = await api().post('/api/user/favorites/abc', undefined, { token });
    assert.equal(malformed.status, 400);
    assert.match(malformed.json().message, /movieId/);
    assert.equal((await api().post('/api/user/favorites/99999999999', undefined, { token })).status, 400);
    assert.equal((await api().delete('/api/user/favorites/99999999999', { token })).status, 400);
    for (const [method, url] of [
      ['GET', '/api/user/favorites'],
      ['POST', '/api/user/favorites/1'],
      ['DELETE', '/api/user/favorites/1'],
      ['DELETE', '/api/user/favorites/deleteall'],
    ] as const) {
      assert.equal((await api().request(method, url)).status, 401, `${method} ${url}`);
    }
  });

  test('body-less calls sent with a JSON Content-Type and an empty body still work', async () => {
    const { token } = await registerUser(api());
    const json = { 'content-type': 'application/json' };
    assert.equal((await api().post('/api/user/favorites/3', '', { token, headers: json })).status, 200);
    assert.deepEqual(
      (await api().get('/api/user/favorites', { token, headers: json }))
        .json()
        .map((movie: { id: number }) => movie.id),
      [3],
    );
    assert.equal(
      (await api().request('DELETE', '/api/user/favorites/3', { token, headers: json, body: '' })).status,
      200,
    );
    assert.equal(
      (await api().request('DELETE', '/api/user/favorites/deleteall', { token, headers: json, body: '' })).status,
      200,
    );
  });

  test('each user sees and changes only their own favourites', async () => {
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await api().post('/api/user/favorites/2', undefined, { token: alice.token });
    assert.deepEqual((await api().get('/api/user/favorites', { token: bob.token })).json(), []);
    await api().delete('/api/user/favorites/deleteall', { token: bob.token });
    await api().delete('/api/user/favorites/2', { token: bob.token });
    assert.deepEqual(
      (await api().get('/api/user/favorites', { token: alice.token })).json().map((movie: { id: number }) => movie.id),
      [2],
    );
  });
});
