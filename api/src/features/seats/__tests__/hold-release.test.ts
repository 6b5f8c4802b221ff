import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { openSeatEventStream, seatIs } from '../../../testing/seat-event-stream.js';

type SeatJson = { seatNumber: string; status: string };

describeEachDatabase('releasing a hold (DELETE /api/bookings/hold)', (api) => {
  let base: string;
  before(async () => {
    base = await api().app.listen({ host: '127.0.0.1', port: 0 });
  });

  const statuses = async (slotId: number, seatNumbers: string[]): Promise<string[]> => {
    const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    return seatNumbers.map((seatNumber) => seats.find((seat) => seat.seatNumber === seatNumber)!.status);
  };
  const release = (slotId: number | string, token?: string) =>
    api().delete(`/api/bookings/hold?slotId=${slotId}`, { token });

  test('frees the caller’s held seats for everyone at once, in the cached seat map and to live viewers', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const stream = await openSeatEventStream(base, slotId);
    try {
      await holdSeats(api(), alice.token, slotId, ['E5', 'E6']);
      await stream.waitFor(seatIs('E6', 'HELD'));
      // The anonymous map is now cached with the seats HELD: the release must not be hidden by it.
      assert.deepEqual(await statuses(slotId, ['E5', 'E6']), ['HELD', 'HELD']);

      const from = stream.events.length;
      const released = await release(slotId, alice.token);
      assert.equal(released.status, 204);
      assert.equal(released.body, '');
      assert.deepEqual(await statuses(slotId, ['E5', 'E6']), ['AVAILABLE', 'AVAILABLE']);
      const event = await stream.waitFor(seatIs('E5', 'AVAILABLE'), 5_000, from);
      assert.deepEqual(event.changes, [
        { seatNumber: 'E5', status: 'AVAILABLE' },
        { seatNumber: 'E6', status: 'AVAILABLE' },
      ]);

      // Anyone may take them now, and the payment for the released hold is refused.
      const bob = await registerUser(api());
      await holdSeats(api(), bob.token, slotId, ['E5']);
      const hold = {
        slotId,
        seatNumbers: ['E5', 'E6'],
        totalAmount: 1,
        cardNumber: '4111111111111111',
        cardHolderName: 'A',
        expiryDate: '12/39',
        cvv: '123',
      };
      assert.equal((await api().post('/api/bookings/payment', hold, { token: alice.token })).status, 409);
    } finally {
      stream.close();
    }
  });

  test('only the caller’s own hold: other accounts’ holds and booked seats stay', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['F1']);
    await holdSeats(api(), bob.token, slotId, ['F2']);
    const carol = await registerUser(api());
    await book(api(), carol.token, slotId, ['F4']);

    assert.equal((await release(slotId, bob.token)).status, 204);
    assert.deepEqual(
      await statuses(slotId, ['F1', 'F2', 'F4']),
      ['HELD', 'AVAILABLE', 'BOOKED'],
      'Alice’s hold and Carol’s booking stay',
    );
    assert.equal((await release(slotId, carol.token)).status, 204);
    assert.deepEqual(await statuses(slotId, ['F1', 'F4']), ['HELD', 'BOOKED'], 'a paid seat is never released');
  });

  test('is idempotent: 204 with or without a hold, also on a show the caller never held', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['G7']);
    for (let attempt = 0; attempt < 3; attempt++) assert.equal((await release(slotId, alice.token)).status, 204);
    assert.equal((await release(await freshSlot(api()), alice.token)).status, 204);
    assert.deepEqual(await statuses(slotId, ['G7']), ['AVAILABLE']);
  });

  test('401 without a token, 400 naming slotId, 404 for an unknown show', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['H9']);

    const anonymous = await release(slotId);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json().message, 'Please login to continue.');
    for (const bad of ['abc', '0', '01', '-1', '1e3', '2147483648', '']) {
      const response = await release(bad, alice.token);
      assert.equal(response.status, 400, bad);
      assert.match(response.json().message, /slotId/, bad);
    }
    const missing = await api().delete('/api/bookings/hold', { token: alice.token });
    assert.equal(missing.status, 400);
    assert.match(missing.json().message, /slotId/);
    const unknown = await release(2147483647, alice.token);
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.json(), {
      error: 'Not Found',
      message: 'Show not found',
      requestId: unknown.headers['x-request-id'],
    });
    assert.deepEqual(await statuses(slotId, ['H9']), ['HELD'], 'nothing was released by the refused requests');
  });
});
