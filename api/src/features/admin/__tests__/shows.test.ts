import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { registerUser } from '../../../testing/fixtures.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre, auroraOnly] = staffUsers;

interface Listed {
  date: string;
  shows: {
    id: number;
    theater: { id: number; name: string };
    showDate: string;
    startTime: string;
    startsAt: string;
    endsAt: string;
    movieTitle: string;
    screen: string;
  }[];
}

async function login(api: TestApi, staff: { email: string; password: string }): Promise<string> {
  return (await api.post('/api/auth/login', { username: staff.email, password: staff.password })).json().token;
}

describeEachDatabase('GET /api/admin/shows: the shows a door can admit for', (api) => {
  test('today by default (cinema time), by start; all-cinema staff see every cinema or the one asked for', async () => {
    const token = await login(api(), everyTheatre);
    const today = toLocal(new Date(), 'Asia/Kolkata').date;
    const listed = await api().get('/api/admin/shows', { token });
    assert.equal(listed.status, 200);
    const { date, shows } = listed.json() as Listed;
    assert.equal(date, today);
    const cinemas = new Set(shows.map((show) => show.theater.id));
    assert.equal(cinemas.size, 11);
    assert.ok(shows.every((show) => show.showDate === today || new Date(show.endsAt) > new Date()));
    assert.deepEqual(
      shows.map((show) => show.startsAt),
      shows.map((show) => show.startsAt).sort(),
    );
    const first = shows.find((show) => show.showDate === today)!;
    assert.ok(
      first.movieTitle && /^Screen \d$/.test(first.screen) && new Date(first.endsAt) > new Date(first.startsAt),
    );

    const tomorrow = addDays(today, 1);
    const one = (
      await api().get('/api/admin/shows', { token, query: { date: tomorrow, theaterId: String(first.theater.id) } })
    ).json() as Listed;
    assert.equal(one.date, tomorrow);
    assert.equal(one.shows.length, 12);
    assert.ok(one.shows.every((show) => show.theater.id === first.theater.id && show.showDate === tomorrow));
  });

  test('theatre staff see only their cinema and are refused another', async () => {
    const token = await login(api(), auroraOnly);
    const { shows } = (await api().get('/api/admin/shows', { token })).json() as Listed;
    assert.ok(shows.length >= 12);
    assert.ok(shows.every((show) => show.theater.name === 'Aurora Cinemas'));
    const everyCinema = (
      await api().get('/api/admin/shows', { token: await login(api(), everyTheatre) })
    ).json() as Listed;
    const other = everyCinema.shows.find((show) => show.theater.name !== 'Aurora Cinemas')!;
    const refused = await api().get('/api/admin/shows', { token, query: { theaterId: String(other.theater.id) } });
    assert.equal(refused.status, 403);
    assert.equal(refused.json().message, 'This account admits tickets for Aurora Cinemas only.');
  });

  test('bad input is a 400 naming the field; an unknown cinema a 404; customers a 403', async () => {
    const token = await login(api(), everyTheatre);
    for (const date of ['2026-02-30', '26-11-2026', 'today', '2026-13-01']) {
      const response = await api().get('/api/admin/shows', { token, query: { date } });
      assert.equal(response.status, 400, date);
      assert.equal(response.json().message, 'date must be a calendar date written yyyy-mm-dd');
    }
    for (const theaterId of ['0', 'x', '1e3', '99999999999']) {
      const response = await api().get('/api/admin/shows', { token, query: { theaterId } });
      assert.equal(response.status, 400, theaterId);
      assert.match(response.json().message, /theaterId/);
    }
    const unknown = await api().get('/api/admin/shows', { token, query: { theaterId: '999999' } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Cinema not found.');
    const customer = await registerUser(api());
    assert.equal((await api().get('/api/admin/shows', { token: customer.token })).status, 403);
    assert.equal((await api().get('/api/admin/shows')).status, 401);
  });
});
