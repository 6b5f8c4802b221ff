import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, goodCard, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { withoutRequestId } from '../../../testing/error-body.js';

describeEachDatabase('payments', (api) => {
  async function held(seats = ['G1', 'G2']) {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const hold = await holdSeats(api(), user.token, slotId, seats);
    const body = { slotId, seatNumbers: seats, totalAmount: hold.totalAmount, ...goodCard };
    return { user, slotId, hold, body };
  }

  test('a valid card books the held seats: 201 with the booking, seats BOOKED, hold released', async () => {
    const { user, slotId, body } = await held();
    const response = await api().post('/api/bookings/payment', body, { token: user.token });
    assert.equal(response.status, 201);
    const booking = response.json();
    assert.equal(booking.status, 'CONFIRMED');
    assert.equal(booking.id, booking.bookingId);
    assert.deepEqual(booking.seats, ['G1', 'G2']);
    assert.equal(booking.totalAmount, 433.04);
    assert.equal(booking.ticketFee, 400);
    assert.equal(booking.convenienceFee, 33.04);
    assert.equal(booking.slotId, slotId);
    assert.equal(booking.cardLast4, '1111');
    assert.ok(!JSON.stringify(booking).includes('4111111111111111'));
    assert.match(booking.showDateTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
    const seats = (await api().get(`/api/seats/slot/${slotId}`, { token: user.token })).json();
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'G1').status, 'BOOKED');
    assert.equal(seats.find((seat: { seatNumber: string }) => seat.seatNumber === 'G1').booked, true);

    const again = await api().post('/api/bookings/payment', body, { token: user.token });
    assert.equal(again.status, 409, 'the hold was used up');
  });

  test('card rules answer 400 with their exact messages', async () => {
    const { user, body } = await held(['G5']);
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNumber: '4111 1111 1111' }, 'Please enter a valid 16-digit card number'],
      [{ cardNumber: '4111-1111-1111-1111' }, 'Please enter a valid 16-digit card number'],
      [{ expiryDate: '1239' }, 'Please enter a valid expiry date (MM/YY)'],
      [{ expiryDate: '13/39' }, 'Please enter a valid month (01-12)'],
      [{ expiryDate: '01/20' }, 'Card has expired. Please enter a valid expiry date'],
      [{ cvv: '12' }, 'Please enter a valid CVV'],
      [{ cvv: 'abc' }, 'Please enter a valid CVV'],
      [{ cardHolderName: '   ' }, 'Please enter cardholder name'],
      [{ slotId: undefined }, 'Missing booking information. Please restart the booking process.'],
      [{ seatNumbers: [] }, 'Missing booking information. Please restart the booking process.'],
    ];
    for (const [change, message] of cases) {
      const response = await api().post('/api/bookings/payment', { ...body, ...change }, { token: user.token });
      assert.equal(response.status, 400, JSON.stringify(change));
      assert.equal(response.json().message, message);
    }
    const noAmount = await api().post(
      '/api/bookings/payment',
      { ...body, totalAmount: undefined },
      { token: user.token },
    );
    assert.equal(noAmount.status, 400);
    assert.match(noAmount.json().message, /totalAmount/);
  });

  test('the total is recomputed: a wrong amount is 400', async () => {
    const { user, body } = await held(['G7']);
    const response = await api().post('/api/bookings/payment', { ...body, totalAmount: 1 }, { token: user.token });
    assert.equal(response.status, 400);
    assert.match(response.json().message, /amount does not match/);
  });

  test('the decline card is 400 and leaves the hold for a retry', async () => {
    const { user, body } = await held(['G9']);
    const declined = await api().post(
      '/api/bookings/payment',
      { ...body, cardNumber: '4000 0000 0000 0002' },
      { token: user.token },
    );
    assert.equal(declined.status, 400);
    assert.match(declined.json().message, /declined/);
    const retry = await api().post('/api/bookings/payment', body, { token: user.token });
    assert.equal(retry.status, 201);
  });

  test('no hold, someone else’s hold, or an expired hold: 409 "hold expired"', async () => {
    const { user, body } = await held(['G11']);
    const stranger = await registerUser(api());
    const notTheirs = await api().post('/api/bookings/payment', body, { token: stranger.token });
    assert.equal(notTheirs.status, 409);
    assert.match(notTheirs.json().message, /hold expired/i);
    const otherSeats = await api().post(
      '/api/bookings/payment',
      { ...body, seatNumbers: ['G12'] },
      { token: user.token },
    );
    assert.equal(otherSeats.status, 409);
    api().clock.advance(601_000);
    try {
      const expired = await api().post('/api/bookings/payment', body, { token: user.token });
      assert.equal(expired.status, 409);
      assert.match(expired.json().message, /hold expired/i);
    } finally {
      api().clock.reset();
    }
  });

  test('unknown show is 404 and anonymous callers 401', async () => {
    const { user, body } = await held(['H11']);
    assert.equal(
      (await api().post('/api/bookings/payment', { ...body, slotId: 99999999 }, { token: user.token })).status,
      404,
    );
    assert.equal((await api().post('/api/bookings/payment', body)).status, 401);
  });

  test('wrong JSON types, out-of-range ids and NUL characters are 400 naming the field; nothing is booked', async () => {
    const { user, body } = await held(['H12']);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...body, slotId: 99999999999 }, /slotId/],
      [{ ...body, slotId: String(body.slotId) }, /slotId/],
      [{ ...body, totalAmount: String(body.totalAmount) }, /totalAmount/],
      [{ ...body, seatNumbers: 'H12' }, /seatNumbers/],
      [{ ...body, cvv: 123 }, /cvv/],
      [{ ...body, cardHolderName: 'Test\u0000Holder' }, /cardHolderName/],
    ];
    for (const [payload, message] of cases) {
      const response = await api().post('/api/bookings/payment', payload, { token: user.token });
      assert.equal(response.status, 400, JSON.stringify(payload));
      assert.match(response.json().message, message);
    }
    assert.deepEqual((await api().get('/api/bookings/my-bookings', { token: user.token })).json(), []);
  });

  test('Idempotency-Key replays the first result; reusing it for another payment is 422', async () => {
    const { user, body } = await held(['I1']);
    const headers = { 'idempotency-key': 'pay-once-123' };
    const first = await api().post('/api/bookings/payment', body, { token: user.token, headers });
    const second = await api().post('/api/bookings/payment', body, { token: user.token, headers });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);
    assert.equal(second.json().id, first.json().id);
    // A client (and the metrics) can tell the repeated answer from the booking it repeats.
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.equal((await api().get('/api/bookings/my-bookings', { token: user.token })).json().length, 1);
    const different = await api().post(
      '/api/bookings/payment',
      { ...body, seatNumbers: ['I2'] },
      { token: user.token, headers },
    );
    assert.equal(different.status, 422);

    const declined = await held(['I5']);
    const declineHeaders = { 'idempotency-key': 'declined-key' };
    const declinedBody = { ...declined.body, cardNumber: '4000000000000002' };
    const firstDecline = await api().post('/api/bookings/payment', declinedBody, {
      token: declined.user.token,
      headers: declineHeaders,
    });
    const replayedDecline = await api().post('/api/bookings/payment', declinedBody, {
      token: declined.user.token,
      headers: declineHeaders,
    });
    assert.equal(firstDecline.status, 400);
    // The replay answers as the first time did, under its own request id.
    assert.deepEqual(withoutRequestId(replayedDecline.json()), withoutRequestId(firstDecline.json()));
    assert.equal(replayedDecline.json().requestId, replayedDecline.headers['x-request-id']);
    const newKey = await api().post('/api/bookings/payment', declined.body, {
      token: declined.user.token,
      headers: { 'idempotency-key': 'next-try' },
    });
    assert.equal(newKey.status, 201);
  });

  test('two concurrent payments for the same hold produce one booking', async () => {
    const { user, body } = await held(['J1', 'J2']);
    const responses = await Promise.all([
      api().post('/api/bookings/payment', body, { token: user.token }),
      api().post('/api/bookings/payment', body, { token: user.token }),
      api().post('/api/bookings/payment', body, { token: user.token, headers: { 'idempotency-key': 'a' } }),
      api().post('/api/bookings/payment', body, { token: user.token, headers: { 'idempotency-key': 'b' } }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409]);
    assert.equal((await api().get('/api/bookings/my-bookings', { token: user.token })).json().length, 1);
  });

  test('a payment that committed answers 201 with its booking even when no connection is free right after the commit', async () => {
    const { user, body } = await held(['H7', 'H8']);
    // From the moment the payment's transaction commits, every read through the pool fails as a saturated pool does.
    const db = api().app.db;
    let committed = false;
    const { transaction, selectFrom } = db;
    Object.assign(db, {
      transaction: () => {
        const builder = transaction.call(db);
        return {
          execute: async (work: Parameters<typeof builder.execute>[0]) => {
            const result = await builder.execute(work);
            committed = true;
            return result;
          },
        };
      },
      selectFrom: (...args: Parameters<typeof selectFrom>) => {
        if (committed) throw new Error('timeout exceeded when trying to connect');
        return selectFrom.apply(db, args);
      },
    });
    let response;
    try {
      response = await api().post('/api/bookings/payment', body, {
        token: user.token,
        headers: { 'idempotency-key': 'pool-busy-after-commit' },
      });
    } finally {
      Object.assign(db, { transaction, selectFrom });
    }
    assert.ok(committed, 'the payment committed');
    assert.equal(response.status, 201, response.body);
    const paid = response.json();
    assert.deepEqual([paid.status, paid.seats, paid.totalAmount], ['CONFIRMED', ['H7', 'H8'], body.totalAmount]);
    // The answer is the booking as stored: the customer's list shows the same, and a retry with the key replays it.
    const listed = (await api().get('/api/bookings/my-bookings', { token: user.token })).json();
    assert.deepEqual(
      listed.map((booking: { bookingId: number }) => booking.bookingId),
      [paid.bookingId],
    );
    assert.deepEqual(listed[0], paid);
    const replay = await api().post('/api/bookings/payment', body, {
      token: user.token,
      headers: { 'idempotency-key': 'pool-busy-after-commit' },
    });
    assert.deepEqual([replay.status, replay.json()], [201, paid]);
  });
});
