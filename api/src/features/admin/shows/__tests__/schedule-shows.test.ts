import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../../testing/test-app.js';
import { addDays, toInstant, toLocal } from '../../../../lib/cinema-time.js';
import { backOfficeAccount, createCinema, someMovie } from './back-office-fixtures.js';

const MINUTE_MS = 60_000;

/** The next night British clocks go forward (the last Sunday of March), at least a week ahead. */
function nextBritishSpringForward(): string {
  const soon = new Date(Date.now() + 7 * 86_400_000);
  for (let year = soon.getUTCFullYear(); ; year++) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    const sunday = new Date(Date.UTC(year, 2, 31 - lastOfMarch.getUTCDay()));
    if (sunday > soon) return sunday.toISOString().slice(0, 10);
  }
}

describeEachDatabase('POST /api/admin/shows: scheduling many shows at once', (api) => {
  test('a dry run previews every show and creates nothing; the same request then creates them all, listed and audited', async () => {
    const cinema = await createCinema(api());
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const movie = await someMovie(api());
    const fromDate = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 20);
    const toDate = addDays(fromDate, 6);
    const body = {
      movieId: movie.id,
      screenId: cinema.screenId,
      format: '3D',
      audioLanguage: 'Hindi',
      subtitles: 'English',
      fromDate,
      toDate,
      times: ['20:30', '10:00', '15:00'],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      pricesPaise: { Prime: 30_000 },
    };
    const preview = await api().post('/api/admin/shows?dryRun=true', body, { token: manager.token });
    assert.equal(preview.status, 200, preview.body);
    const planned = preview.json();
    assert.equal(planned.dryRun, true);
    assert.equal(planned.created, 0);
    assert.equal(planned.shows.length, 21);
    assert.deepEqual(planned.problems, []);
    const [first] = planned.shows;
    assert.deepEqual(
      { showDate: first.showDate, startTime: first.startTime },
      { showDate: fromDate, startTime: '10:00' },
    );
    assert.equal(first.startsAt, toInstant({ date: fromDate, time: '10:00' }, 'Asia/Kolkata').toISOString());
    assert.equal(Date.parse(first.endsAt) - Date.parse(first.startsAt), movie.runtime * MINUTE_MS);
    assert.deepEqual(first.pricesPaise, { Prime: 30_000, Classic: 15_000 });
    const none = await api().app.db.selectFrom('shows').select('id').where('screen_id', '=', cinema.screenId).execute();
    assert.equal(none.length, 0);

    const created = await api().post('/api/admin/shows', body, { token: manager.token });
    assert.equal(created.status, 201, created.body);
    const result = created.json();
    assert.equal(result.created, 21);
    assert.ok(result.shows.every((show: { id?: number }) => Number.isInteger(show.id)));

    const listed = await api().get('/api/admin/shows', {
      token: manager.token,
      query: { cinemaId: String(cinema.theaterId), from: fromDate, to: toDate },
    });
    assert.equal(listed.status, 200, listed.body);
    const listing = listed.json();
    assert.equal(listing.total, 21);
    const show = listing.shows[0];
    assert.equal(show.id, result.shows[0].id);
    assert.deepEqual(
      {
        format: show.format,
        audio: show.audioLanguage,
        subtitles: show.subtitles,
        prices: show.pricesPaise,
        status: show.status,
        total: show.seatsTotal,
        free: show.seatsFree,
        sold: show.seatsSold,
        held: show.seatsHeld,
      },
      {
        format: '3D',
        audio: 'Hindi',
        subtitles: 'English',
        prices: { Prime: 30_000, Classic: 15_000 },
        status: 'live',
        total: 10,
        free: 10,
        sold: 0,
        held: 0,
      },
    );

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'entity', 'actor_id', 'theater_id', 'after'])
      .where('theater_id', '=', cinema.theaterId)
      .execute();
    assert.equal(audit.length, 1);
    assert.deepEqual(
      { ...audit[0], after: undefined },
      { action: 'schedule', entity: 'show', actor_id: manager.id, theater_id: cinema.theaterId, after: undefined },
    );
    const after = (typeof audit[0].after === 'string' ? JSON.parse(audit[0].after) : audit[0].after) as {
      showIds: number[];
    };
    assert.deepEqual(
      after.showIds,
      result.shows.map((planned: { id: number }) => planned.id),
    );

    // Customers see the new shows at once.
    const detail = (await api().get(`/movies/${movie.id}`)).json();
    assert.ok(detail.slots.some((slot: { slotId: number }) => slot.slotId === show.id));
  });

  test('local times follow the cinema’s zone across a daylight-saving change; a skipped time is refused by name', async () => {
    const cinema = await createCinema(api(), { timeZone: 'Europe/London' });
    const admin = await backOfficeAccount(api(), 'admin');
    const movie = await someMovie(api());
    const change = nextBritishSpringForward();
    const body = {
      movieId: movie.id,
      screenId: cinema.screenId,
      format: '2D',
      audioLanguage: 'English',
      fromDate: addDays(change, -1),
      toDate: change,
      times: ['10:00'],
    };
    const preview = (await api().post('/api/admin/shows?dryRun=true', body, { token: admin.token })).json();
    assert.deepEqual(
      preview.shows.map((show: { startsAt: string }) => show.startsAt),
      [
        `${addDays(change, -1)}T10:00:00.000Z`, // GMT
        `${change}T09:00:00.000Z`, // BST
      ],
    );

    const skipped = await api().post(
      '/api/admin/shows',
      { ...body, times: ['01:30'], fromDate: change },
      { token: admin.token },
    );
    assert.equal(skipped.status, 400);
    assert.match(skipped.json().message, new RegExp(`01:30 does not exist on ${change} in Europe/London`));
  });

  test('refused as a whole, naming the clash: an existing show, the cleaning gap, the request itself, the past, an archived film, the bounds', async () => {
    const cinema = await createCinema(api(), { cleaningMinutes: 20 });
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const movie = await someMovie(api());
    const day = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 30);
    const base = {
      movieId: movie.id,
      screenId: cinema.screenId,
      format: 'IMAX',
      audioLanguage: 'Tamil',
      fromDate: day,
      toDate: day,
    };
    const schedule = (extra: Record<string, unknown>, dryRun = false) =>
      api().post(`/api/admin/shows${dryRun ? '?dryRun=true' : ''}`, { ...base, ...extra }, { token: manager.token });

    const first = await schedule({ times: ['10:00'] });
    assert.equal(first.status, 201, first.body);
    const firstId = first.json().shows[0].id;
    const freeAt = toLocal(new Date(Date.parse(first.json().shows[0].endsAt) + 20 * MINUTE_MS), 'Asia/Kolkata').time;
    const oneMinuteEarly = toLocal(
      new Date(Date.parse(first.json().shows[0].endsAt) + 19 * MINUTE_MS),
      'Asia/Kolkata',
    ).time;

    const clash = await schedule({ times: [oneMinuteEarly, '23:00'] });
    assert.equal(clash.status, 409);
    assert.match(
      clash.json().message,
      new RegExp(`^Nothing was scheduled: ${oneMinuteEarly} on ${day} clashes with show ${firstId} “`),
    );
    assert.match(clash.json().message, /plus 20 min cleaning/);
    assert.equal(clash.json().problems.length, 1);
    const previewed = await schedule({ times: [oneMinuteEarly, '23:00'] }, true);
    assert.equal(previewed.status, 200);
    assert.equal(previewed.json().problems.length, 1);
    assert.deepEqual(
      { ...previewed.json().problems[0], message: undefined },
      { kind: 'clash', showDate: day, startTime: oneMinuteEarly, message: undefined },
    );

    // Two requests for the same slot at once: the screen's lock lets one through and the other sees its show.
    const racing = await Promise.all([schedule({ times: ['06:00'] }), schedule({ times: ['06:00'] })]);
    assert.deepEqual(racing.map((response) => response.status).sort(), [201, 409]);

    const afterGap = await schedule({ times: [freeAt] });
    assert.equal(afterGap.status, 201, afterGap.body);

    const withinRequest = await schedule({ times: ['21:00', '21:30'] });
    assert.equal(withinRequest.status, 400);
    assert.match(withinRequest.json().message, new RegExp(`21:30 on ${day} overlaps 21:00 on ${day} of this schedule`));

    const today = toLocal(new Date(), 'Asia/Kolkata').date;
    const past = await schedule({ fromDate: addDays(today, -1), toDate: addDays(today, -1), times: ['12:00'] });
    assert.equal(past.status, 400);
    assert.match(past.json().message, new RegExp(`12:00 on ${addDays(today, -1)} is in the past`));

    const count = await api()
      .app.db.selectFrom('shows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('screen_id', '=', cinema.screenId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 3);

    const cases: [Record<string, unknown>, RegExp][] = [
      [{ toDate: addDays(day, 62), times: ['10:00'] }, /^toDate: a schedule may span at most 62 days/],
      [{ toDate: addDays(day, -1), times: ['10:00'] }, /^toDate must be on or after fromDate/],
      [
        { times: Array.from({ length: 13 }, (_, hour) => `${String(hour + 8).padStart(2, '0')}:00`) },
        /^times must list 1 to 12 start times/,
      ],
      [
        {
          toDate: addDays(day, 61),
          times: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
        },
        /^times: this request would create 558 shows; at most 500/,
      ],
      [{ times: ['10:00', '10:00'] }, /^times lists 10:00 twice/],
      [{ times: ['25:00'] }, /^times must be a time of day written HH:mm/],
      [{ times: ['10:00'], weekdays: [8] }, /^weekdays must list days of the week/],
      [
        { times: ['10:00'], pricesPaise: { Recliner: 50_000 } },
        /^pricesPaise.Recliner: Screen 1 has no Recliner seats/,
      ],
      [{ times: ['10:00'], pricesPaise: { Prime: 0 } }, /^pricesPaise.Prime must be a whole number of paise/],
      [{ times: ['10:00'], format: '5D' }, /^format must be one of 2D, 3D, IMAX, 4DX/],
      [{ times: ['10:00'], fromDate: '2027-02-30', toDate: '2027-03-01' }, /^fromDate must be a calendar date/],
      [{ times: ['10:00'], audioLanguage: '' }, /^audioLanguage must be a language name/],
    ];
    for (const [extra, message] of cases) {
      const response = await schedule(extra);
      assert.equal(response.status, 400, JSON.stringify(extra));
      assert.match(response.json().message, message, JSON.stringify(extra));
    }

    const archived = await api()
      .app.db.insertInto('movies')
      .values({
        title: 'Archived Film',
        description: 'Gone.',
        trailer: null,
        duration_minutes: 100,
        certification: null,
        languages: ['Hindi'],
        genres: ['Drama'],
        release_date: null,
        poster_colors: [],
        archived_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await schedule({ movieId: archived.id, times: ['10:00'] });
    assert.equal(refused.status, 400);
    assert.equal(refused.json().message, 'movieId: “Archived Film” is archived; no new shows can be scheduled for it');
  });
});
