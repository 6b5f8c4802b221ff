import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, registerUser } from '../../../testing/fixtures.js';
import { addDays, toInstant, toLocal } from '../../../lib/cinema-time.js';
import { backOfficeAccount, createCinema, someMovie } from '../shows/__tests__/back-office-fixtures.js';

/** UTC+14: half past midnight there is still the afternoon before in the API's default zone (Asia/Kolkata). */
const ZONE = 'Pacific/Kiritimati';

describeEachDatabase('the door’s show list and a cancelled show', (api) => {
  test('the door lists its cinema’s own today without cancelled shows, and a cancelled show admits no ticket', async () => {
    const day = addDays(toLocal(new Date(), ZONE).date, 1);
    api().clock.advance(toInstant({ date: day, time: '00:30' }, ZONE).getTime() - Date.now());
    try {
      assert.equal(toLocal(api().clock.now(), 'Asia/Kolkata').date, addDays(day, -1));
      const cinema = await createCinema(api(), { timeZone: ZONE });
      const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
      const door = await backOfficeAccount(api(), 'staff', [cinema.theaterId]);
      const movie = await someMovie(api());
      const scheduled = await api().post(
        '/api/admin/shows',
        {
          movieId: movie.id,
          screenId: cinema.screenId,
          format: '2D',
          audioLanguage: 'Hindi',
          fromDate: day,
          toDate: day,
          times: ['14:00', '20:00'],
        },
        { token: manager.token },
      );
      assert.equal(scheduled.status, 201, scheduled.body);
      const [afternoon, evening] = scheduled.json().shows.map((show: { id: number }) => show.id);
      const customer = await registerUser(api());
      const ticket = await book(api(), customer.token, evening, ['A1']);
      const cancelled = await api().post(
        `/api/admin/shows/${evening}/cancel`,
        { reason: 'Projector fault' },
        { token: manager.token },
      );
      assert.equal(cancelled.status, 200, cancelled.body);

      for (const query of [undefined, { date: day }]) {
        const listed = await api().get('/api/admin/shows', { token: door.token, query });
        assert.equal(listed.status, 200, listed.body);
        assert.deepEqual(
          {
            date: listed.json().date,
            shows: listed.json().shows.map((show: { id: number; startTime: string }) => [show.id, show.startTime]),
          },
          { date: day, shows: [[afternoon, '14:00']] },
          `door list for ${JSON.stringify(query)}`,
        );
      }

      const scanned = await api().post(
        '/api/admin/tickets/scan',
        { qr: ticket.ticketQr, showId: evening, deviceId: 'kiritimati-door-0001' },
        { token: door.token },
      );
      assert.equal(scanned.status, 200, scanned.body);
      const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      assert.deepEqual(scanned.json(), {
        result: 'cancelled',
        message: `This show was cancelled: ${movie.title}, ${date}, 8:00 PM, Screen 1. No ticket for it is admitted.`,
      });
    } finally {
      api().clock.reset();
    }
  });
});
