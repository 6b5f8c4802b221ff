import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { freshSlot, goodCard, holdSeats, registerUser } from '../../../testing/fixtures.js';

interface ShowJson {
  slotId: number;
  movieId: number;
  movieTitle: string;
  theaterName: string;
  showDate: string;
  startTime: string;
}

/** A show as the catalogue lists it, in the shape the 409 names it. */
async function showOf(api: TestApi, slotId: number): Promise<ShowJson> {
  for (const movie of (await api.get('/movies/recent')).json()) {
    const detail = (await api.get(`/movies/${movie.id}`)).json();
    const slot = detail.slots.find((candidate: { slotId: number }) => candidate.slotId === slotId);
    if (slot) {
      return {
        slotId,
        movieId: movie.id,
        movieTitle: detail.title,
        theaterName: slot.theaterName,
        showDate: slot.showDate,
        startTime: slot.startTime,
      };
    }
  }
  throw new Error(`show ${slotId} not listed`);
}

/** "Sat 21 Nov 2026 at 6:30 PM"-like: the date spelled out and the 12-hour time of the show. */
function spelled(show: ShowJson): RegExp {
  const [hours, minutes] = show.startTime.split(':').map(Number);
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
  const day = Number(show.showDate.slice(8, 10));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(show.movieTitle)}, \\w{3},? ${day} \\w{3} \\d{4} at ${escape(time)}`);
}

describeEachDatabase('why a hold is gone (409 of the payment)', (api) => {
  async function pay(token: string, slotId: number, seatNumbers: string[], totalAmount: number) {
    return api().post('/api/bookings/payment', { slotId, seatNumbers, totalAmount, ...goodCard }, { token });
  }

  test('a hold replaced by one on another show (another tab or device) names both shows', async () => {
    const user = await registerUser(api());
    const [first, second] = [await freshSlot(api()), await freshSlot(api())];
    const firstHold = await holdSeats(api(), user.token, first, ['B3']);
    // Another device of the same account: a token of its own.
    const otherDevice = (await api().post('/api/auth/login', { username: user.email, password: user.password })).json()
      .token;
    await holdSeats(api(), otherDevice, second, ['C3']);

    const response = await pay(user.token, first, ['B3'], firstHold.totalAmount);
    assert.equal(response.status, 409);
    const body = response.json();
    const [released, current] = [await showOf(api(), first), await showOf(api(), second)];
    assert.equal(body.reason, 'replaced');
    assert.deepEqual(body.releasedShow, released);
    assert.deepEqual(body.currentShow, current);
    assert.equal(body.error, 'Conflict');
    assert.match(body.message, /^Your seats for .+ were released when you chose seats for .+\.$/);
    const [releasedPart, currentPart] = body.message.split(' were released when you chose seats for ');
    assert.match(releasedPart, spelled(released));
    assert.match(currentPart, spelled(current));
    assert.doesNotMatch(body.message, /expired/i);
  });

  test('a hold that ran out is "expired", even when the account holds another show since', async () => {
    const user = await registerUser(api());
    const [first, second] = [await freshSlot(api()), await freshSlot(api())];
    const hold = await holdSeats(api(), user.token, first, ['B4']);
    api().clock.advance(601_000);
    try {
      const lapsed = await pay(user.token, first, ['B4'], hold.totalAmount);
      assert.equal(lapsed.status, 409);
      assert.deepEqual(lapsed.json(), {
        error: 'Conflict',
        message: 'Seat hold expired. Please select your seats again.',
        reason: 'expired',
        requestId: lapsed.headers['x-request-id'],
      });
      await holdSeats(api(), user.token, second, ['C4']);
      const later = await pay(user.token, first, ['B4'], hold.totalAmount);
      assert.equal(later.json().reason, 'expired', 'the later hold did not release it: it had run out');
    } finally {
      api().clock.reset();
    }
  });

  test('a hold the customer released, or never had, is "expired"', async () => {
    const user = await registerUser(api());
    const slotId = await freshSlot(api());
    const hold = await holdSeats(api(), user.token, slotId, ['B5']);
    assert.equal((await api().delete(`/api/bookings/hold?slotId=${slotId}`, { token: user.token })).status, 204);
    const released = await pay(user.token, slotId, ['B5'], hold.totalAmount);
    assert.equal(released.status, 409);
    assert.equal(released.json().reason, 'expired');
    const stranger = await registerUser(api());
    assert.equal((await pay(stranger.token, slotId, ['B5'], hold.totalAmount)).json().reason, 'expired');
  });
});
