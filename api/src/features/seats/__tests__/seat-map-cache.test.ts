import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { buildApp } from '../../../app.js';
import { describeEachDatabase, startTestApi, testConfig, TestClock, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser, type TestUser } from '../../../testing/fixtures.js';
import { SEAT_MAP_TTL_MS } from '../seat-map.js';

type SeatJson = { seatNumber: string; status: string };
const statusOf = (seats: SeatJson[], seatNumber: string) =>
  seats.find((seat) => seat.seatNumber === seatNumber)?.status;

describeEachDatabase('seat map freshness in one API process', (api) => {
  const seatMap = async (slotId: number, token?: string): Promise<SeatJson[]> => {
    const response = await api().get(`/api/seats/slot/${slotId}`, { token });
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    return response.json();
  };

  test('holds, payments and cancellations made here show in the very next seat map', async () => {
    const slotId = await freshSlot(api());
    const alice: TestUser = await registerUser(api());
    const bob: TestUser = await registerUser(api());
    assert.equal(statusOf(await seatMap(slotId), 'D4'), 'AVAILABLE');

    await holdSeats(api(), alice.token, slotId, ['D4']);
    assert.equal(statusOf(await seatMap(slotId), 'D4'), 'HELD');
    assert.equal(statusOf(await seatMap(slotId, bob.token), 'D4'), 'HELD');
    assert.equal(statusOf(await seatMap(slotId, alice.token), 'D4'), 'AVAILABLE', 'the holder may re-select her seat');

    const booking = await book(api(), alice.token, slotId, ['D4']);
    assert.equal(statusOf(await seatMap(slotId), 'D4'), 'BOOKED');

    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: alice.token })).status, 200);
    assert.equal(statusOf(await seatMap(slotId), 'D4'), 'AVAILABLE');
  });

  test('a holder’s own seats read AVAILABLE only while the token is still good: a revoked token sees them HELD', async () => {
    const slotId = await freshSlot(api());
    const carol = await registerUser(api());
    await holdSeats(api(), carol.token, slotId, ['E2']);
    assert.equal(statusOf(await seatMap(slotId, carol.token), 'E2'), 'AVAILABLE');
    // What a password change or reset does: every token issued before it reads as expired.
    await api()
      .app.db.updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('email', '=', carol.email)
      .execute();
    assert.equal(statusOf(await seatMap(slotId, carol.token), 'E2'), 'HELD');
    assert.equal(statusOf(await seatMap(slotId, 'not-a-token'), 'E2'), 'HELD');
    // Nor can it hold free seats: the account is confirmed before anything is held.
    const hold = await api().post(
      '/api/bookings/select-seats',
      { slotId, seatNumbers: ['E5'] },
      { token: carol.token },
    );
    assert.equal(hold.status, 401);
    assert.equal(hold.json().message, 'Authentication expired. Please login again.');
    assert.equal(statusOf(await seatMap(slotId), 'E5'), 'AVAILABLE');
  });

  test('a client that accepts brotli gets the same seat map compressed, logged in and holding seats too', async () => {
    const slotId = await freshSlot(api());
    const plain = await api().get(`/api/seats/slot/${slotId}`);
    const br = await api().get(`/api/seats/slot/${slotId}`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /Accept-Encoding/);
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
    assert.ok(
      br.rawPayload.length < plain.rawPayload.length / 4,
      `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`,
    );

    // A logged-in customer holding seats gets their own map (their seats AVAILABLE to re-select), compressed as well.
    const { token } = await registerUser(api());
    await holdSeats(api(), token, slotId, ['C5']);
    const own = await api().get(`/api/seats/slot/${slotId}`, { token, headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(own.headers['content-encoding'], 'br');
    const ownSeats: SeatJson[] = JSON.parse(brotliDecompressSync(own.rawPayload).toString());
    assert.equal(statusOf(ownSeats, 'C5'), 'AVAILABLE');
    assert.ok(
      own.rawPayload.length < plain.rawPayload.length / 4,
      `${own.rawPayload.length} of ${plain.rawPayload.length} bytes`,
    );
  });

  test('a hold running out frees its seat in the seat map at that instant', async () => {
    const { clock } = api();
    const slotId = await freshSlot(api());
    const { token } = await registerUser(api());
    const hold = await holdSeats(api(), token, slotId, ['E9']);
    assert.equal(statusOf(await seatMap(slotId), 'E9'), 'HELD');
    clock.advance(Date.parse(hold.holdExpiresAt) - clock.now().getTime() + 1);
    try {
      assert.equal(statusOf(await seatMap(slotId), 'E9'), 'AVAILABLE');
    } finally {
      clock.reset();
    }
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('seat map freshness across API processes sharing one PostgreSQL database', () => {
    let api: TestApi;
    before(async () => {
      api = await startTestApi('postgres');
    });
    after(async () => {
      await api?.close();
    });

    test(`a hold taken through another process shows here within ${SEAT_MAP_TTL_MS} ms`, async () => {
      const otherClock = new TestClock();
      const other = await buildApp({
        config: testConfig,
        database: api.database.target,
        now: otherClock.now,
        logger: false,
      });
      try {
        const slotId = await freshSlot(api);
        const { token } = await registerUser(api);
        const before: SeatJson[] = (await api.get(`/api/seats/slot/${slotId}`)).json();
        assert.equal(statusOf(before, 'G7'), 'AVAILABLE');
        const held = await other.inject({
          method: 'POST',
          url: '/api/bookings/select-seats',
          headers: { authorization: `Bearer ${token}` },
          payload: { slotId, seatNumbers: ['G7'] },
        });
        assert.equal(held.statusCode, 200, held.body);
        // The other process shows it at once; this one within the TTL.
        assert.equal(statusOf((await other.inject(`/api/seats/slot/${slotId}`)).json(), 'G7'), 'HELD');
        api.clock.advance(SEAT_MAP_TTL_MS);
        try {
          assert.equal(statusOf((await api.get(`/api/seats/slot/${slotId}`)).json(), 'G7'), 'HELD');
        } finally {
          api.clock.reset();
        }
      } finally {
        await other.close();
      }
    });
  });
}
