import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { book, holdSeats, registerUser } from '../../../../testing/fixtures.js';
import { openSeatEventStream } from '../../../../testing/seat-event-stream.js';
import { addDays, toLocal } from '../../../../lib/cinema-time.js';
import { backOfficeAccount, createCinema, someMovie, type TestCinema } from './back-office-fixtures.js';

/** Schedules one show at `time` on `day` days from today and answers its id. */
async function scheduleOne(
  api: TestApi,
  token: string,
  cinema: TestCinema,
  day: number,
  time: string,
): Promise<number> {
  const movie = await someMovie(api);
  const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, day);
  const response = await api.post(
    '/api/admin/shows',
    {
      movieId: movie.id,
      screenId: cinema.screenId,
      format: '2D',
      audioLanguage: 'Hindi',
      fromDate: date,
      toDate: date,
      times: [time],
    },
    { token },
  );
  assert.equal(response.status, 201, response.body);
  return response.json().shows[0].id;
}

describeEachDatabase('PUT /api/admin/shows/{id} and POST /api/admin/shows/{id}/cancel', (api) => {
  test('a show changes time and prices while nothing is sold; held or sold seats, clashes and the past refuse it', async () => {
    const cinema = await createCinema(api());
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const showId = await scheduleOne(api(), manager.token, cinema, 10, '10:00');
    const otherId = await scheduleOne(api(), manager.token, cinema, 10, '18:00');
    const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 10);

    const moved = await api().put(
      `/api/admin/shows/${showId}`,
      { startTime: '11:15', pricesPaise: { Classic: 12_000 }, subtitles: 'English' },
      { token: manager.token },
    );
    assert.equal(moved.status, 200, moved.body);
    assert.deepEqual(
      { time: moved.json().startTime, prices: moved.json().pricesPaise, subtitles: moved.json().subtitles },
      { time: '11:15', prices: { Prime: 25_000, Classic: 12_000 }, subtitles: 'English' },
    );
    const seatMap = (await api().get(`/api/seats/slot/${showId}`)).json();
    assert.equal(JSON.stringify(seatMap).includes('120'), true, 'the customer seat map shows the new Classic price');

    const clash = await api().put(`/api/admin/shows/${showId}`, { startTime: '17:00' }, { token: manager.token });
    assert.equal(clash.status, 409);
    assert.match(
      clash.json().message,
      new RegExp(`^The show was not moved: 17:00 on ${date} clashes with show ${otherId} `),
    );
    const past = await api().put(
      `/api/admin/shows/${showId}`,
      { showDate: addDays(date, -11) },
      { token: manager.token },
    );
    assert.equal(past.status, 400);
    assert.match(past.json().message, /is in the past/);
    const nothing = await api().put(`/api/admin/shows/${showId}`, {}, { token: manager.token });
    assert.equal(nothing.status, 400);

    const customer = await registerUser(api());
    await holdSeats(api(), customer.token, showId, ['B1']);
    const held = await api().put(`/api/admin/shows/${showId}`, { format: '3D' }, { token: manager.token });
    assert.equal(held.status, 409);
    assert.match(held.json().message, /^Customers are holding 1 seat of this show right now/);
    await book(api(), customer.token, showId, ['B1']);
    const sold = await api().put(`/api/admin/shows/${showId}`, { format: '3D' }, { token: manager.token });
    assert.equal(sold.status, 409);
    assert.match(sold.json().message, /^Tickets of this show have been sold \(1 booking\)/);

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('theater_id', '=', cinema.theaterId)
      .where('action', '=', 'update')
      .execute();
    assert.deepEqual(audit, [{ action: 'update', entity_id: String(showId) }]);
  });

  test('cancelling refunds every booking in full, e-mails the amount, frees every seat and takes the show off the site', async () => {
    const cinema = await createCinema(api());
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const showId = await scheduleOne(api(), manager.token, cinema, 12, '19:00');
    const movie = await someMovie(api());
    const buyer = await registerUser(api());
    const other = await registerUser(api());
    await book(api(), buyer.token, showId, ['A1', 'A2']);
    await book(api(), other.token, showId, ['B3']);
    const chooser = await registerUser(api());
    await holdSeats(api(), chooser.token, showId, ['B5']);
    const totals = await api()
      .app.db.selectFrom('bookings')
      .select(['id', 'total_paise'])
      .where('show_id', '=', showId)
      .orderBy('id')
      .execute();
    const listed = (
      await api().get('/api/admin/shows', {
        token: manager.token,
        query: { screenId: String(cinema.screenId), from: addDays(toLocal(new Date(), 'Asia/Kolkata').date, 12) },
      })
    ).json();
    const row = listed.shows.find((show: { id: number }) => show.id === showId);
    assert.deepEqual(
      {
        sold: row.seatsSold,
        held: row.seatsHeld,
        free: row.seatsFree,
        bookings: row.confirmedBookings,
        paid: row.confirmedTotalPaise,
      },
      { sold: 3, held: 1, free: 6, bookings: 2, paid: totals[0].total_paise + totals[1].total_paise },
    );

    const base = await api().app.listen({ host: '127.0.0.1', port: 0 });
    const watching = await openSeatEventStream(base, showId, { origin: 'http://localhost:3000' });
    assert.equal(watching.status, 200);

    const refused = await api().post(`/api/admin/shows/${showId}/cancel`, { reason: '' }, { token: manager.token });
    assert.equal(refused.status, 400);
    assert.match(refused.json().message, /^reason must say why/);

    const cancelled = await api().post(
      `/api/admin/shows/${showId}/cancel`,
      { reason: 'Projector failure' },
      { token: manager.token },
    );
    assert.equal(cancelled.status, 200, cancelled.body);
    assert.equal(cancelled.json().refundedBookings, 2);
    assert.equal(cancelled.json().refundedPaise, totals[0].total_paise + totals[1].total_paise);
    assert.deepEqual(
      {
        status: cancelled.json().show.status,
        reason: cancelled.json().show.cancelReason,
        free: cancelled.json().show.seatsFree,
      },
      { status: 'cancelled', reason: 'Projector failure', free: 10 },
    );

    const bookings = await api()
      .app.db.selectFrom('bookings')
      .select(['status', 'refund_paise', 'total_paise', 'cancelled_by'])
      .where('show_id', '=', showId)
      .orderBy('id')
      .execute();
    assert.ok(
      bookings.every(
        (booking) =>
          booking.status === 'CANCELLED' &&
          booking.refund_paise === booking.total_paise &&
          booking.cancelled_by === manager.id,
      ),
    );
    const claims = await api()
      .app.db.selectFrom('seat_claims')
      .select('seat_number')
      .where('show_id', '=', showId)
      .execute();
    assert.deepEqual(claims, []);

    // The viewer of its live seat map is told and its stream ends; a reconnect is told the same and asked to wait.
    await watching.ended;
    const told = {
      event: 'cancelled',
      data: JSON.stringify({ slotId: showId, message: 'This show has been cancelled. Please pick another showtime.' }),
    };
    assert.deepEqual(watching.otherEvents, [told]);
    const reconnect = await openSeatEventStream(base, showId, { origin: 'http://localhost:3000' });
    await reconnect.ended;
    assert.deepEqual(
      { status: reconnect.status, retry: reconnect.retry, events: reconnect.otherEvents },
      { status: 200, retry: 3_600_000, events: [told] },
    );

    const seatMap = await api().get(`/api/seats/slot/${showId}`);
    assert.equal(seatMap.status, 404);
    assert.equal(seatMap.json().message, 'This show has been cancelled. Please pick another showtime.');
    const detail = (await api().get(`/movies/${movie.id}`)).json();
    assert.ok(!detail.slots.some((slot: { slotId: number }) => slot.slotId === showId));

    await api().app.drainMailOutbox();
    const [mail] = (await api().get('/api/dev/outbox', { query: { to: buyer.email } })).json();
    assert.match(mail.text, /has been cancelled/);
    assert.ok(mail.text.includes(`₹${(totals[0].total_paise / 100).toFixed(2)}`), mail.text);

    const again = await api().post(`/api/admin/shows/${showId}/cancel`, { reason: 'Twice' }, { token: manager.token });
    assert.equal(again.status, 409);
    const audit = await api()
      .app.db.selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('theater_id', '=', cinema.theaterId)
      .where('action', '=', 'cancel')
      .execute();
    assert.deepEqual(audit, [{ action: 'cancel', entity_id: String(showId) }]);
  });

  test('roles and scope: customers and staff are refused, another cinema’s manager learns nothing', async () => {
    const cinema = await createCinema(api());
    const elsewhere = await createCinema(api());
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const showId = await scheduleOne(api(), manager.token, cinema, 14, '10:00');
    const movie = await someMovie(api());
    const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 14);
    const otherManager = await backOfficeAccount(api(), 'manager', [elsewhere.theaterId]);
    const staff = await backOfficeAccount(api(), 'staff', [cinema.theaterId]);
    const customer = await registerUser(api());
    const schedule = {
      movieId: movie.id,
      screenId: cinema.screenId,
      format: '2D',
      audioLanguage: 'Hindi',
      fromDate: date,
      toDate: date,
      times: ['20:00'],
    };
    const calls: [string, (token?: string) => ReturnType<TestApi['get']>][] = [
      ['list', (token) => api().get('/api/admin/shows', { token, query: { cinemaId: String(cinema.theaterId) } })],
      ['schedule', (token) => api().post('/api/admin/shows?dryRun=true', schedule, { token })],
      ['edit', (token) => api().put(`/api/admin/shows/${showId}`, { format: '3D' }, { token })],
      ['cancel', (token) => api().post(`/api/admin/shows/${showId}/cancel`, { reason: 'Not yours' }, { token })],
    ];
    for (const [name, call] of calls) {
      assert.equal((await call()).status, 401, name);
      assert.equal((await call(customer.token)).status, 403, name);
      const asStaff = await call(staff.token);
      assert.equal(asStaff.status, 403, name);
      assert.equal(asStaff.json().message, 'Only managers and admins may do this.', name);
      const foreign = await call(otherManager.token);
      assert.equal(foreign.status, 404, name);
      assert.match(foreign.json().message, /^(Cinema|Screen|Show) not found\.$/, name);
    }
    const own = (
      await api().get('/api/admin/shows', { token: otherManager.token, query: { from: date, to: date } })
    ).json();
    assert.ok(own.shows.every((show: { theater: { id: number } }) => show.theater.id === elsewhere.theaterId));
    const stillLive = (
      await api().get('/api/admin/shows', {
        token: manager.token,
        query: { screenId: String(cinema.screenId), from: date, to: date },
      })
    ).json();
    assert.deepEqual(
      stillLive.shows.map((show: { id: number; format: string; status: string }) => [
        show.id,
        show.format,
        show.status,
      ]),
      [[showId, '2D', 'live']],
    );
  });
});
