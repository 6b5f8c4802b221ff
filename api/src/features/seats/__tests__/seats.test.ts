import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, holdSeats, moveShow, registerUser } from '../../../testing/fixtures.js';

type SeatJson = {
  seatNumber: string;
  price: number;
  status: string;
  booked: boolean;
  lockedBySession: boolean;
  row: string;
  column: number;
  tier: string;
  kind: string;
};
const seatOf = (seats: SeatJson[], seatNumber: string) => seats.find((seat) => seat.seatNumber === seatNumber)!;
/** The seat fields as every front end reads them. */
const specFields = ({ seatNumber, price, status, booked, lockedBySession }: SeatJson) => ({
  seatNumber,
  price,
  status,
  booked,
  lockedBySession,
});

describeEachDatabase('seats and holds', (api) => {
  test('the seat map is public, ordered by row then number, with price tiers', async () => {
    const slotId = await freshSlot(api());
    const response = await api().get(`/api/seats/slot/${slotId}`);
    assert.equal(response.status, 200);
    const seats: SeatJson[] = response.json();
    assert.ok(seats.length >= 120, String(seats.length));
    assert.deepEqual(
      seats.slice(0, 3).map((seat) => seat.seatNumber),
      ['A1', 'A2', 'A3'],
    );
    assert.equal(seats[11].seatNumber, 'A12');
    assert.equal(seats[12].seatNumber, 'B1');
    assert.deepEqual(specFields(seats[0]), {
      seatNumber: 'A1',
      price: 150,
      status: 'AVAILABLE',
      booked: false,
      lockedBySession: false,
    });
    assert.equal(seatOf(seats, 'E5').price, 200);
    assert.equal(seatOf(seats, 'J12').price, 300);
  });

  test('unknown show is 404, malformed id 400', async () => {
    const unknown = await api().get('/api/seats/slot/99999999');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Show not found');
    assert.equal((await api().get('/api/seats/slot/x')).status, 400);
    assert.equal((await api().get('/api/seats/slot/99999999999')).status, 400);
  });

  test('select-seats: wrong JSON types and out-of-range ids are 400 naming the field, never coerced', async () => {
    const slotId = await freshSlot(api());
    const { token } = await registerUser(api());
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ slotId: true, seatNumbers: ['A1'] }, /slotId/],
      [{ slotId: String(slotId), seatNumbers: ['A1'] }, /slotId/],
      [{ slotId: 99999999999, seatNumbers: ['A1'] }, /slotId/],
      [{ slotId, seatNumbers: 'A1' }, /seatNumbers/],
      [{ slotId, seatNumbers: [1] }, /seatNumbers/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/bookings/select-seats', body, { token });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seatOf(seats, 'A1').status, 'AVAILABLE');
  });

  test('a hold returns fees and expiry; others see HELD, the holder sees AVAILABLE', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    const response = await api().post(
      '/api/bookings/select-seats',
      { slotId, seatNumbers: ['H3', 'A1'] },
      { token: alice.token },
    );
    assert.equal(response.status, 200);
    const hold = response.json();
    assert.deepEqual(
      { ...hold, holdExpiresAt: undefined },
      {
        slotId,
        seatNumbers: ['A1', 'H3'],
        ticketFee: 450,
        convenienceFee: 37.17,
        totalAmount: 487.17,
        holdExpiresAt: undefined,
      },
    );
    const expiresInMs = Date.parse(hold.holdExpiresAt) - api().clock.now().getTime();
    assert.ok(expiresInMs > 590_000 && expiresInMs <= 600_000, String(expiresInMs));

    const asBob: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`, { token: bob.token })).json();
    assert.deepEqual(specFields(seatOf(asBob, 'A1')), {
      seatNumber: 'A1',
      price: 150,
      status: 'HELD',
      booked: false,
      lockedBySession: true,
    });
    const anonymous: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seatOf(anonymous, 'H3').status, 'HELD');
    const asAlice: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`, { token: alice.token })).json();
    assert.equal(seatOf(asAlice, 'A1').status, 'AVAILABLE');
    assert.equal(seatOf(asAlice, 'A1').lockedBySession, false);
  });

  test('a held seat cannot be taken: 409 naming the seats', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['C1', 'C2']);
    const response = await api().post(
      '/api/bookings/select-seats',
      { slotId, seatNumbers: ['C2', 'C3', 'C1'] },
      { token: bob.token },
    );
    assert.equal(response.status, 409);
    assert.equal(response.json().error, 'Conflict');
    assert.match(response.json().message, /C1, C2 are no longer available/);
    const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seatOf(seats, 'C3').status, 'AVAILABLE', 'a failed hold takes nothing');
  });

  test('an expired hold never blocks anyone', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['D4']);
    api().clock.advance(601_000);
    try {
      const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
      assert.equal(seatOf(seats, 'D4').status, 'AVAILABLE');
      assert.equal(
        (await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['D4'] }, { token: bob.token })).status,
        200,
      );
    } finally {
      api().clock.reset();
    }
  });

  test('a show that has started can be neither held nor paid for', async () => {
    // The show starts in an hour, so the token outlives the jump past its start.
    const slotId = await freshSlot(api());
    const startsAt = await moveShow(api(), slotId, 60);
    const { token } = await registerUser(api());
    const hold = await holdSeats(api(), token, slotId, ['J12']);
    api().clock.advance(startsAt.getTime() - api().clock.now().getTime() + 60_000);
    try {
      const again = await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['J11'] }, { token });
      assert.equal(again.status, 400);
      assert.match(again.json().message, /already started/);
      const payment = await api().post(
        '/api/bookings/payment',
        {
          slotId,
          seatNumbers: ['J12'],
          totalAmount: hold.totalAmount,
          cardNumber: '4111111111111111',
          cardHolderName: 'A',
          expiryDate: '12/39',
          cvv: '123',
        },
        { token },
      );
      assert.equal(payment.status, 409);
      assert.match(payment.json().message, /already started/);
    } finally {
      api().clock.reset();
    }
  });

  test('a new hold replaces the caller’s previous hold on that show', async () => {
    const slotId = await freshSlot(api());
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['E1', 'E2']);
    await holdSeats(api(), alice.token, slotId, ['E2', 'E3']);
    const seats: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`, { token: bob.token })).json();
    assert.deepEqual(
      ['E1', 'E2', 'E3'].map((seat) => seatOf(seats, seat).status),
      ['AVAILABLE', 'HELD', 'HELD'],
    );
    assert.equal(
      (await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['E1'] }, { token: bob.token })).status,
      200,
    );
  });

  test('seat-count rules, unknown seats and bad input are 400 with a message', async () => {
    const slotId = await freshSlot(api());
    const { token } = await registerUser(api());
    const eleven = Array.from({ length: 11 }, (_, index) => `F${index + 1}`);
    const cases: [unknown, RegExp][] = [
      [{ slotId, seatNumbers: [] }, /^Please select at least one seat$/],
      [{ slotId, seatNumbers: eleven }, /^You can only select up to 10 seats$/],
      [{ slotId, seatNumbers: ['A1', 'A1'] }, /same seat twice/],
      [{ slotId, seatNumbers: ['Z99'] }, /No such seat in this theatre: Z99/],
      [{ slotId, seatNumbers: ['drop table'] }, /seatNumbers/],
      [{ seatNumbers: ['A1'] }, /slotId is required/],
      [{ slotId: 'abc', seatNumbers: ['A1'] }, /slotId/],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/bookings/select-seats', body, { token });
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.equal(
      (await api().post('/api/bookings/select-seats', { slotId: 99999999, seatNumbers: ['A1'] }, { token })).status,
      404,
    );
  });

  test('holding needs a login', async () => {
    const slotId = await freshSlot(api());
    const response = await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['A1'] });
    assert.equal(response.status, 401);
    assert.equal(typeof response.json().message, 'string');
  });
});
