import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { eventProperty, unescapeIcsText } from '../../../testing/ics-parse.js';

describeEachDatabase('calendar invite download', (api) => {
  test('the owner gets the show as an iCalendar file in the cinema’s time zone', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['G3']);
    const response = await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: user.token });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(response.headers['content-disposition'], `attachment; filename="reeltime-booking-${booking.id}.ics"`);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const start = eventProperty(response.body, 'DTSTART');
    assert.equal(start?.params.TZID, 'Asia/Kolkata');
    assert.equal(start?.value, `${booking.showDate.replace(/-/g, '')}T${booking.startTime.replace(':', '')}00`);
    assert.match(
      unescapeIcsText(eventProperty(response.body, 'SUMMARY')!.value),
      new RegExp(`^${booking.movie.title} at `),
    );
    assert.ok(unescapeIcsText(eventProperty(response.body, 'DESCRIPTION')!.value).includes('Seats: G3'));
  });

  test('another account gets 404, an anonymous caller 401, a bad id 400', async () => {
    const owner = await registerUser(api());
    const stranger = await registerUser(api());
    const booking = await book(api(), owner.token, await freshSlot(api()), ['G4']);
    const other = await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: stranger.token });
    assert.equal(other.status, 404);
    assert.equal(other.json().message, 'Booking not found.');
    assert.equal(
      (await api().get(`/api/bookings/${booking.id + 100000}/calendar.ics`, { token: stranger.token })).status,
      404,
    );
    const anonymous = await api().get(`/api/bookings/${booking.id}/calendar.ics`);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json().message, 'Please login to add the show to your calendar');
    const bad = await api().get('/api/bookings/abc/calendar.ics', { token: owner.token });
    assert.equal(bad.status, 400);
    assert.equal(bad.json().message, 'Invalid booking ID');
  });

  test('a cancelled booking has no invite', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['G5']);
    await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token });
    const response = await api().get(`/api/bookings/${booking.id}/calendar.ics`, { token: user.token });
    assert.equal(response.status, 400);
    assert.equal(response.json().message, 'Calendar invites are only available for confirmed bookings');
  });
});
