import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, moveShow, registerUser } from '../../../testing/fixtures.js';

const MINUTE = 60_000;

async function cinemaOf(api: TestApi, showId: number) {
  return api.app.db
    .selectFrom('shows')
    .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
    .select(['theaters.id', 'theaters.name'])
    .where('shows.id', '=', showId)
    .executeTakeFirstOrThrow();
}

async function setPolicy(api: TestApi, theaterId: number, cutoffMinutes: number, refundPercent: number): Promise<void> {
  await api.app.db
    .updateTable('theaters')
    .set({ cancel_cutoff_minutes: cutoffMinutes, cancel_refund_percent: refundPercent })
    .where('id', '=', theaterId)
    .execute();
}

/** Moves a show to start `minutes` from the test clock's now (and end 150 minutes later). */
async function startShowIn(api: TestApi, showId: number, minutes: number): Promise<void> {
  await moveShow(api, showId, minutes);
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describeEachDatabase('a customer’s cancellation: the refund quote, the cancel, the card and the e-mail', (api) => {
  test('the quote names the refund under the policy; cancelling pays it, keeps the booking listed and mails the amount', async () => {
    const customer = await registerUser(api());
    const stranger = await registerUser(api());
    const showId = await freshSlot(api());
    // A day ahead: well before the cut-off whatever the time of day the tests run at.
    await startShowIn(api(), showId, 24 * 60);
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema.id, 120, 80);
    const booking = await book(api(), customer.token, showId, ['E7', 'E8']);
    await api().app.drainMailOutbox();
    const refund = Math.round(booking.ticketFee * 80) / 100;

    const quote = await api().get(`/api/user/bookings/${booking.id}/refund-quote`, { token: customer.token });
    assert.equal(quote.status, 200, quote.body);
    assert.deepEqual(
      { ...quote.json(), closesAt: undefined },
      {
        cancellable: true,
        state: 'open',
        refundAmount: refund,
        cardLast4: '1111',
        refundWithin: '5–7 days',
        closesAt: undefined,
        cutoffMinutes: 120,
        refundPercent: 80,
        cinemaName: cinema.name,
        message: `${rupees(refund)} to your card ending 1111 within 5–7 days`,
      },
    );
    assert.equal(Date.parse(quote.json().closesAt), Date.parse(booking.showDateTime) - 120 * MINUTE);
    for (const path of [`/api/user/bookings/${booking.id}/refund-quote`]) {
      assert.equal((await api().get(path, { token: stranger.token })).status, 404);
      assert.equal((await api().get(path)).status, 401);
    }
    assert.equal(
      (await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: stranger.token })).status,
      404,
    );
    assert.equal(
      (await api().get('/api/user/bookings/abc/refund-quote', { token: customer.token })).json().message,
      'Invalid booking ID',
    );

    const cancelled = await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: customer.token });
    assert.equal(cancelled.status, 200, cancelled.body);
    assert.equal(
      cancelled.json().message,
      `Booking cancelled. Refund: ${rupees(refund)} to your card ending 1111 within 5–7 days.`,
    );
    assert.deepEqual([cancelled.json().booking.status, cancelled.json().booking.refundAmount], ['CANCELLED', refund]);
    const listed = (await api().get('/api/bookings/my-bookings', { token: customer.token }))
      .json()
      .find((item: { id: number }) => item.id === booking.id);
    assert.deepEqual([listed?.status, listed?.refundAmount], ['CANCELLED', refund], 'the card shows the refund');
    const seats = (await api().get(`/api/seats/slot/${showId}`)).json();
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'E7').status, 'AVAILABLE');

    assert.equal(await api().app.drainMailOutbox(), 1);
    const [mail] = (await api().get('/api/dev/outbox', { query: { to: customer.email } })).json();
    assert.match(mail.subject, /^Booking cancelled: /);
    assert.ok(mail.text.includes(`Refund: ${rupees(refund)}, refunded to your card ending 1111`), mail.text);

    const again = await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: customer.token });
    assert.deepEqual([again.status, again.json().message], [409, 'This booking is already cancelled']);
    const after = (await api().get(`/api/user/bookings/${booking.id}/refund-quote`, { token: customer.token })).json();
    assert.deepEqual([after.cancellable, after.state, after.refundAmount], [false, 'cancelled', 0]);
  });

  test('past the cut-off, once the show started and once admitted, the quote says why and cancelling is refused', async () => {
    const customer = await registerUser(api());
    const showId = await freshSlot(api());
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema.id, 120, 100);
    const [late, started, admitted] = [
      await book(api(), customer.token, showId, ['F1']),
      await book(api(), customer.token, await freshSlot(api()), ['F2']),
      await book(api(), customer.token, await freshSlot(api()), ['F3']),
    ];
    await startShowIn(api(), showId, 90);
    await startShowIn(api(), started.slotId, -5);
    await api()
      .app.db.updateTable('bookings')
      .set({ used_at: api().clock.now() })
      .where('id', '=', admitted.id)
      .execute();
    const possessive = /s$/i.test(cinema.name) ? "'" : "'s";
    const cases = [
      {
        booking: late,
        state: 'closed',
        message: `Cancellation closed 2 hours before the show (${cinema.name}${possessive} policy)`,
      },
      {
        booking: started,
        state: 'started',
        message: 'The show has already started, so this booking can no longer be cancelled',
      },
      {
        booking: admitted,
        state: 'admitted',
        message: 'This ticket was admitted at the door, so it can no longer be cancelled',
      },
    ];
    for (const { booking, state, message } of cases) {
      const quote = (
        await api().get(`/api/user/bookings/${booking.id}/refund-quote`, { token: customer.token })
      ).json();
      assert.deepEqual([quote.cancellable, quote.state, quote.refundAmount, quote.message], [false, state, 0, message]);
      const refused = await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: customer.token });
      assert.deepEqual([refused.status, refused.json().message], [409, message]);
    }
    const statuses = (await api().get('/api/bookings/my-bookings', { token: customer.token }))
      .json()
      .map((item: { status: string }) => item.status);
    assert.deepEqual(statuses, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED'], 'nothing was cancelled');
  });

  test('a cinema keeping the whole ticket price says so before the cut-off', async () => {
    const customer = await registerUser(api());
    const showId = await freshSlot(api());
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema.id, 0, 0);
    const booking = await book(api(), customer.token, showId, ['F9']);
    const quote = (await api().get(`/api/user/bookings/${booking.id}/refund-quote`, { token: customer.token })).json();
    const possessive = /s$/i.test(cinema.name) ? "'" : "'s";
    assert.deepEqual(
      [quote.cancellable, quote.refundAmount, quote.message],
      [true, 0, `No refund: tickets cancelled for this show are not refunded (${cinema.name}${possessive} policy)`],
    );
    const cancelled = await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: customer.token });
    assert.deepEqual([cancelled.json().message, cancelled.json().booking.refundAmount], ['Booking cancelled.', 0]);
  });

  test('the Refund Policy page reads every cinema’s policy from the API, in words', async () => {
    const showId = await freshSlot(api());
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema.id, 90, 75);
    const response = await api().get('/api/refund-policy');
    assert.equal(response.status, 200);
    assert.match(String(response.headers['cache-control']), /^public, max-age=\d+$/);
    const { refundWithin, cinemas } = response.json();
    assert.equal(refundWithin, '5–7 days');
    const count = await api()
      .app.db.selectFrom('theaters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(cinemas.length, Number(count.n));
    assert.deepEqual(
      cinemas.find((item: { id: number }) => item.id === cinema.id),
      {
        id: cinema.id,
        name: cinema.name,
        city: cinemas.find((item: { id: number }) => item.id === cinema.id).city,
        cutoffMinutes: 90,
        refundPercent: 75,
        summary: 'Cancel up to 1 hour 30 minutes before the show for 75% of the ticket price back.',
      },
    );
    const cities = cinemas.map((item: { city: string }) => item.city);
    assert.deepEqual(cities, [...cities].sort(), 'by city');
    await setPolicy(api(), cinema.id, 0, 100);
    const full = (await api().get('/api/refund-policy'))
      .json()
      .cinemas.find((item: { id: number }) => item.id === cinema.id);
    assert.equal(full.summary, 'Cancel until the show starts for a full refund of the ticket price.');
  });
});
