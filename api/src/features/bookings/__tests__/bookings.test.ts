import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, TEST_PUBLIC_URL } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';

describeEachDatabase('bookings', (api) => {
  test('my-bookings lists the caller’s bookings in the agreed shape; one booking reads back by id, the owner’s only', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['B2', 'B3']);
    const response = await api().get('/api/bookings/my-bookings', { token: user.token });
    assert.equal(response.status, 200);
    const [latest] = response.json();
    assert.deepEqual(Object.keys(latest).sort(), [
      'bookingId',
      'bookingTime',
      'cardLast4',
      'cinema',
      'convenienceFee',
      'id',
      'movie',
      'reference',
      'seatNumbers',
      'seats',
      'showDate',
      'showDateTime',
      'showEndDateTime',
      'slotId',
      'startTime',
      'status',
      'ticketFee',
      'ticketQr',
      'totalAmount',
      'upcoming',
    ]);
    assert.deepEqual(Object.keys(latest.movie).sort(), ['id', 'thumbnail', 'title']);
    assert.ok(latest.movie.thumbnail.startsWith(TEST_PUBLIC_URL));
    assert.deepEqual(Object.keys(latest.cinema).sort(), ['location', 'name']);
    assert.deepEqual([latest.status, latest.upcoming], ['CONFIRMED', true]);
    assert.deepEqual(latest.seats, ['B2', 'B3']);
    assert.equal((await api().get('/api/bookings/my-bookings')).status, 401);

    const one = await api().get(`/api/bookings/${booking.id}`, { token: user.token });
    assert.equal(one.status, 200);
    assert.deepEqual(one.json(), latest);
    const stranger = await registerUser(api());
    assert.deepEqual(
      (await api().get(`/api/bookings/${booking.id}`, { token: stranger.token })).json().message,
      'Booking not found.',
    );
    assert.equal((await api().get(`/api/bookings/${booking.id}`)).status, 401);
    assert.equal((await api().get('/api/bookings/0', { token: user.token })).json().message, 'Invalid booking ID');
  });

  test('upcoming shows come first, soonest first, then past ones, latest first; an admitted ticket says when', async () => {
    const user = await registerUser(api());
    const booked = [];
    for (const seat of ['B5', 'B6', 'B7', 'B8'])
      booked.push(await book(api(), user.token, await freshSlot(api()), [seat]));
    // Four shows of known times: two over (the later one admitted at the door), two ahead.
    const now = api().clock.now().getTime();
    const startsIn = [-5 * 3600_000, 3 * 24 * 3600_000, -2 * 24 * 3600_000, 26 * 3600_000];
    for (const [index, booking] of booked.entries()) {
      const startsAt = new Date(now + startsIn[index]);
      await api()
        .app.db.updateTable('shows')
        .set({ starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 150 * 60_000) })
        .where('id', '=', booking.slotId)
        .execute();
    }
    const admittedAt = new Date(now - 5 * 3600_000 - 10 * 60_000);
    await api().app.db.updateTable('bookings').set({ used_at: admittedAt }).where('id', '=', booked[0].id).execute();

    const list = (await api().get('/api/bookings/my-bookings', { token: user.token })).json();
    assert.deepEqual(
      list.map((booking: { id: number; upcoming: boolean; admittedAt?: string }) => [
        booking.id,
        booking.upcoming,
        booking.admittedAt,
      ]),
      [
        [booked[3].id, true, undefined],
        [booked[1].id, true, undefined],
        [booked[0].id, false, admittedAt.toISOString()],
        [booked[2].id, false, undefined],
      ],
    );
  });

  test('users never see each other’s bookings', async () => {
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await book(api(), alice.token, await freshSlot(api()), ['B4']);
    assert.deepEqual((await api().get('/api/bookings/my-bookings', { token: bob.token })).json(), []);
  });

  test('DELETE by the owner cancels a booking ahead, frees its seats and drops it from the list', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const booking = await book(api(), user.token, slotId, ['C5', 'C6']);
    const response = await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token });
    assert.equal(response.status, 200);
    assert.equal(response.json().status, 'CANCELLED');
    assert.equal(typeof response.json().message, 'string');
    assert.deepEqual((await api().get('/api/bookings/my-bookings', { token: user.token })).json(), []);
    const seats = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'C5').status, 'AVAILABLE');
    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token })).status, 404);
  });

  test('DELETE of a past show only removes it from the list, keeping the seats booked', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const booking = await book(api(), user.token, slotId, ['C9']);
    api().clock.advance(9 * 24 * 3600 * 1000);
    try {
      const { token } = (await api().post('/api/auth/login', { username: user.email, password: user.password })).json();
      const response = await api().delete(`/api/user/bookings/${booking.id}`, { token });
      assert.equal(response.status, 200);
      assert.equal(response.json().status, 'REMOVED');
    } finally {
      api().clock.reset();
    }
    const seats = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'C9').status, 'BOOKED');
  });

  test('DELETE of someone else’s or an unknown booking is 404; bad id 400; anonymous 401', async () => {
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    const booking = await book(api(), alice.token, await freshSlot(api()), ['C11']);
    const response = await api().delete(`/api/user/bookings/${booking.id}`, { token: bob.token });
    assert.equal(response.status, 404);
    assert.equal((await api().get('/api/bookings/my-bookings', { token: alice.token })).json().length, 1);
    assert.equal((await api().delete('/api/user/bookings/99999999', { token: bob.token })).status, 404);
    const bad = await api().delete('/api/user/bookings/abc', { token: bob.token });
    assert.equal(bad.status, 400);
    assert.equal(bad.json().message, 'Invalid booking ID');
    const huge = await api().delete('/api/user/bookings/99999999999', { token: bob.token });
    assert.equal(huge.status, 400);
    assert.equal(huge.json().message, 'Invalid booking ID');
    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`)).status, 401);
  });
});
