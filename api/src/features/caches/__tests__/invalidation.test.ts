import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';

type SeatJson = { seatNumber: string; status: string };
type SlotJson = { slotId: number; availableSeats: number };

/** Database queries run by `work`. */
async function queriesOf(api: TestApi, work: () => Promise<unknown>): Promise<number> {
  const before = api.queryCount();
  await work();
  return api.queryCount() - before;
}

async function movieOf(api: TestApi, slotId: number): Promise<number> {
  for (const movie of (await api.get('/movies/recent')).json()) {
    const { slots } = (await api.get(`/movies/${movie.id}`)).json() as { slots: SlotJson[] };
    if (slots.some((slot) => slot.slotId === slotId)) return movie.id;
  }
  throw new Error(`no movie shows slot ${slotId}`);
}

describeEachDatabase('cache invalidation', (api) => {
  // The seat map lives 1 s in the cache: on a busy machine the requests of one test can take longer than that, and a
  // read after an expiry would look like an invalidation. With the clock stopped, only invalidations drop entries.
  beforeEach(() => api().clock.stop());
  afterEach(() => api().clock.reset());

  const reads = (slotId: number, movieId: number) => async () => {
    for (const url of [`/api/seats/slot/${slotId}`, `/movies/${movieId}`, '/movies', '/movies/recent']) {
      assert.equal((await api().get(url)).status, 200, url);
    }
  };

  test('a flood of anonymous POST/PUT/DELETE (401, 400) between reads leaves every cache warm', async () => {
    const slotId = await freshSlot(api());
    const movieId = await movieOf(api(), slotId);
    const read = reads(slotId, movieId);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/bookings/select-seats', { slotId, seatNumbers: ['A1'] }],
      ['POST', '/api/bookings/payment', {}],
      ['PUT', '/api/user/profile', { username: 'Mallory' }],
      ['DELETE', '/api/user/bookings/1'],
      ['PUT', '/api/user/change-password', { currentPassword: 'x', newPassword: 'y' }],
    ];
    const rounds = 300;
    const flooded = await queriesOf(api(), async () => {
      for (let round = 0; round < rounds; round++) {
        const [method, url, body] = writes[round % writes.length];
        const response = await api().request(method as 'POST', url, body === undefined ? {} : { body });
        assert.ok(response.status === 401 || response.status === 400, `${method} ${url}: ${response.status}`);
        await read();
      }
    });
    console.log(`${rounds} rounds of an anonymous write then 4 cached reads: ${flooded} database queries`);
    // The caches live 1 s (seat map) to 30 s: a handful of re-reads as they expire, not one per round.
    assert.ok(flooded <= rounds / 10, `${flooded} queries for ${rounds} flooded rounds`);
  });

  test('requests that fail or change no seats leave the seat map and showtimes cached', async () => {
    const slotId = await freshSlot(api());
    const movieId = await movieOf(api(), slotId);
    const alice = await registerUser(api());
    const bob = await registerUser(api());
    await holdSeats(api(), alice.token, slotId, ['C5']);
    const failing = [
      () => api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['C5'] }, { token: bob.token }), // 409: held by Alice
      () => api().post('/api/bookings/select-seats', { slotId, seatNumbers: [] }, { token: bob.token }), // 400
      () => api().post('/api/bookings/select-seats', { slotId: 'x', seatNumbers: ['C6'] }, { token: bob.token }), // 400
      () => api().delete('/api/user/bookings/2147483647', { token: bob.token }), // 404
      () => api().put('/api/user/profile', { username: 'Bob Renamed' }, { token: bob.token }), // 200, no seat changed
    ];
    for (const request of failing) {
      await reads(slotId, movieId)();
      const response = await request();
      assert.ok([200, 400, 404, 409].includes(response.status), response.body);
      assert.equal(
        await queriesOf(api(), async () => {
          await api().get(`/api/seats/slot/${slotId}`);
          await api().get(`/movies/${movieId}`);
        }),
        0,
        `reads after a ${response.status} were answered from the cache`,
      );
    }
  });

  test("a hold refreshes its own show's seat map and seat count at once, and no other show's", async () => {
    const slotId = await freshSlot(api());
    const otherSlotId = await freshSlot(api());
    const movieId = await movieOf(api(), slotId);
    const { token } = await registerUser(api());
    const seatsBefore: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seatsBefore.find((seat) => seat.seatNumber === 'F3')?.status, 'AVAILABLE');
    const countBefore = ((await api().get(`/movies/${movieId}`)).json().slots as SlotJson[]).find(
      (slot) => slot.slotId === slotId,
    )!.availableSeats;
    await api().get(`/api/seats/slot/${otherSlotId}`);

    await holdSeats(api(), token, slotId, ['F3', 'F4']);

    const seatsAfter: SeatJson[] = (await api().get(`/api/seats/slot/${slotId}`)).json();
    assert.equal(seatsAfter.find((seat) => seat.seatNumber === 'F3')?.status, 'HELD');
    const countAfter = ((await api().get(`/movies/${movieId}`)).json().slots as SlotJson[]).find(
      (slot) => slot.slotId === slotId,
    )!.availableSeats;
    assert.equal(countAfter, countBefore - 2);
    assert.equal(
      await queriesOf(api(), () => api().get(`/api/seats/slot/${otherSlotId}`)),
      0,
      "another show's map stays cached",
    );
  });
});
