import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, TEST_PUBLIC_URL } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';

describeEachDatabase('bookings', (api) => {
  test('my-bookings lists the caller’s bookings newest first in the agreed shape', async () => {
    const user = await registerUser(api());
    const first = await book(api(), user.token, await freshSlot(api()), ['B1']);
    api().clock.advance(1000);
    const second = await book(api(), user.token, await freshSlot(api()), ['B2', 'B3']);
    api().clock.reset();
    const response = await api().get('/api/bookings/my-bookings', { token: user.token });
    assert.equal(response.status, 200);
    const list = response.json();
    assert.deepEqual(list.map((booking: { id: number }) => booking.id), [second.id, first.id]);
    const [latest] = list;
    assert.deepEqual(Object.keys(latest).sort(), [
      'bookingId', 'bookingTime', 'cardLast4', 'cinema', 'convenienceFee', 'id', 'movie', 'reference', 'seatNumbers', 'seats',
      'showDate', 'showDateTime', 'showEndDateTime', 'slotId', 'startTime', 'status', 'ticketFee', 'ticketQr', 'totalAmount',
    ]);
    assert.deepEqual(Object.keys(latest.movie).sort(), ['id', 'thumbnail', 'title']);
    assert.ok(latest.movie.thumbnail.startsWith(TEST_PUBLIC_URL));
    assert.deepEqual(Object.keys(latest.cinema).sort(), ['location', 'name']);
    assert.equal(latest.status, 'CONFIRMED');
    assert.deepEqual(latest.seats, ['B2', 'B3']);
    assert.equal((await api().get('/api/bookings/my-bookings')).status, 401);
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
