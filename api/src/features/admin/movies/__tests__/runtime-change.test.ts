import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { addDays, toLocal } from '../../../../lib/cinema-time.js';
import {
  backOfficeAccount,
  createCinema,
  someMovie,
  type TestCinema,
} from '../../shows/__tests__/back-office-fixtures.js';

const MINUTE_MS = 60_000;

const film = {
  title: 'The Long Monsoon',
  description: 'A river town waits out the rains.',
  languages: ['Malayalam'],
  genres: ['Drama'],
  certification: 'U',
  runtimeMinutes: 120,
  releaseDate: '2020-01-10',
  cast: [{ name: 'Meera Nair', role: 'Boatwoman' }],
  crew: [{ name: 'Joseph Kurian', job: 'Director' }],
  trailerUrl: null,
};

async function schedule(
  api: TestApi,
  token: string,
  cinema: TestCinema,
  movieId: number,
  date: string,
  times: string[],
): Promise<number[]> {
  const response = await api.post(
    '/api/admin/shows',
    {
      movieId,
      screenId: cinema.screenId,
      format: '2D',
      audioLanguage: 'Malayalam',
      fromDate: date,
      toDate: date,
      times,
    },
    { token },
  );
  assert.equal(response.status, 201, response.body);
  return response.json().shows.map((show: { id: number }) => show.id);
}

async function endsOf(api: TestApi, ids: number[]): Promise<number[]> {
  const rows = await api.app.db
    .selectFrom('shows')
    .select(['id', 'starts_at', 'ends_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.ends_at.getTime() - row.starts_at.getTime()) / MINUTE_MS);
}

describeEachDatabase('a film’s running time and its scheduled shows', (api) => {
  test('a new running time moves the end of its shows ahead, is refused naming the clash when one would run into the next show, and is audited', async () => {
    const cinema = await createCinema(api(), { cleaningMinutes: 15 });
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const created = await api().post('/api/admin/movies', film, { token: manager.token });
    assert.equal(created.status, 201, created.body);
    const movieId: number = created.json().id;
    const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 3);
    const [morning, evening] = await schedule(api(), manager.token, cinema, movieId, date, ['10:00', '18:00']);
    const other = await someMovie(api());
    const [afternoon] = await schedule(api(), manager.token, cinema, other.id, date, ['13:00']);

    // 150 min: 10:00–12:30, plus 15 min cleaning, still before 13:00.
    const longer = await api().put(
      `/api/admin/movies/${movieId}`,
      { ...film, runtimeMinutes: 150 },
      { token: manager.token },
    );
    assert.equal(longer.status, 200, longer.body);
    assert.deepEqual(await endsOf(api(), [morning, evening, afternoon]), [150, 150, other.runtime]);
    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'entity', 'theater_id', 'after'])
      .where('theater_id', '=', cinema.theaterId)
      .where('action', '=', 'runtime')
      .execute();
    assert.equal(audit.length, 1);
    assert.deepEqual(
      {
        ...audit[0],
        after: undefined,
        movedShows: (audit[0].after as { shows: { id: number }[] }).shows.map((show) => show.id).sort(),
      },
      {
        action: 'runtime',
        entity: 'show',
        theater_id: cinema.theaterId,
        after: undefined,
        movedShows: [morning, evening].sort(),
      },
    );

    // 170 min: 10:00–12:50, plus 15 min cleaning, runs into the 13:00 show.
    const clash = await api().put(
      `/api/admin/movies/${movieId}`,
      { ...film, runtimeMinutes: 170 },
      { token: manager.token },
    );
    assert.equal(clash.status, 409);
    assert.equal(
      clash.json().message,
      `The running time was not changed: at 170 min, show ${morning} on Screen 1, ${date} 10:00–12:50, clashes with show ${afternoon} ` +
        `“${other.title}” on Screen 1, ${date} 13:00–${toLocal(new Date(Date.parse(`${date}T13:00:00+05:30`) + other.runtime * MINUTE_MS), 'Asia/Kolkata').time} ` +
        '(plus 15 min cleaning). Move or cancel those shows first.',
    );
    assert.equal(
      (await api().get(`/api/admin/movies/${movieId}`, { token: manager.token })).json().runtimeMinutes,
      150,
    );
    assert.deepEqual(await endsOf(api(), [morning, evening]), [150, 150]);

    // Cancelling the 13:00 show frees the screen: the change goes through.
    assert.equal(
      (await api().post(`/api/admin/shows/${afternoon}/cancel`, { reason: 'Print damaged' }, { token: manager.token }))
        .status,
      200,
    );
    const shorter = await api().put(
      `/api/admin/movies/${movieId}`,
      { ...film, runtimeMinutes: 170 },
      { token: manager.token },
    );
    assert.equal(shorter.status, 200, shorter.body);
    assert.deepEqual(await endsOf(api(), [morning, evening]), [170, 170]);
  });
});
