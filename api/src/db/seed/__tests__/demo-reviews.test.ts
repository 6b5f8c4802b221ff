import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';

describeEachDatabase('demo reviews', (api) => {
  test('the demo start shows verified ratings and reviews of past shows, and their reviewers cannot sign in', async () => {
    const movies = (await api().get('/movies')).json() as {
      id: number;
      title: string;
      rating: { average: number; count: number } | null;
    }[];
    const monsoon = movies.find((movie) => movie.title === 'Monsoon Express')!;
    assert.deepEqual(monsoon.rating, { average: 4.5, count: 4 });
    assert.ok(movies.filter((movie) => movie.rating).length >= 5, 'several films are rated');
    const reviews = (await api().get(`/movies/${monsoon.id}/reviews`)).json();
    assert.equal(reviews.items.length, 4);
    assert.match(reviews.items[0].author, /^[A-Z][a-z]+ [A-Z]\.$/);
    const admitted = await api()
      .app.db.selectFrom('bookings')
      .innerJoin('reviews', 'reviews.booking_id', 'bookings.id')
      .innerJoin('shows', 'shows.id', 'bookings.show_id')
      .select(['bookings.used_at', 'shows.ends_at', 'reviews.created_at'])
      .where('reviews.movie_id', '=', monsoon.id)
      .execute();
    assert.ok(
      admitted.every((row) => row.used_at !== null && row.ends_at < row.created_at),
      'admitted, and rated after the show',
    );
    const login = await api().post('/api/auth/login', {
      username: 'demo.reviewer1@reeltime.app',
      password: 'demo1234',
    });
    assert.equal(login.status, 401);
  });
});
