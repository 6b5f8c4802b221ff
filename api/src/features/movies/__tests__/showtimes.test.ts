import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { book, holdSeats, registerUser } from '../../../testing/fixtures.js';

interface SlotJson {
  slotId: number;
  showDate: string;
  startTime: string;
  theaterName: string;
  location: string;
  city: string;
  totalSeats: number;
  availableSeats: number;
}

const slotsOf = async (api: () => import('../../../testing/test-app.js').TestApi, movieId: number): Promise<SlotJson[]> =>
  (await api().get(`/movies/${movieId}`)).json().slots;

describeEachDatabase('showtimes', (api) => {
  test('every movie now showing plays on each of the next 7 days at several cinemas in at least three cities', async () => {
    const today = toLocal(api().clock.now(), 'Asia/Kolkata').date;
    const movies = (await api().get('/movies/recent')).json();
    assert.ok(movies.length >= 10, `${movies.length} movies showing`);
    const cities = new Set<string>();
    for (const movie of movies) {
      const slots = await slotsOf(api, movie.id);
      for (let day = 1; day <= 7; day++) {
        const date = addDays(today, day);
        const that = slots.filter((slot) => slot.showDate === date);
        const cinemas = new Set(that.map((slot) => slot.theaterName));
        const movieCities = new Set(that.map((slot) => slot.city));
        assert.ok(cinemas.size >= 3, `${movie.title} on ${date}: ${cinemas.size} cinemas`);
        assert.ok(movieCities.size >= 3, `${movie.title} on ${date}: ${[...movieCities].join(', ')}`);
        for (const city of movieCities) cities.add(city);
      }
      for (const slot of slots) {
        assert.ok(slot.location.endsWith(slot.city), `${slot.location} is in ${slot.city}`);
        assert.ok(Number.isInteger(slot.totalSeats) && slot.totalSeats >= 120, String(slot.totalSeats));
        assert.ok(Number.isInteger(slot.availableSeats) && slot.availableSeats >= 0 && slot.availableSeats <= slot.totalSeats);
      }
    }
    assert.ok(cities.size >= 3, [...cities].join(', '));
  });

  test('a slot’s available seats drop with holds and bookings and come back on cancellation, at once in this process', async () => {
    const [movie] = (await api().get('/movies/recent')).json();
    const slot = (await slotsOf(api, movie.id)).at(-1)!;
    const seatCount = (await api().get(`/api/seats/slot/${slot.slotId}`)).json().length;
    assert.equal(slot.totalSeats, seatCount);
    const availableNow = async () => (await slotsOf(api, movie.id)).find((candidate) => candidate.slotId === slot.slotId)!.availableSeats;
    const start = await availableNow();

    const holder = await registerUser(api());
    await holdSeats(api(), holder.token, slot.slotId, ['B1', 'B2', 'B3']);
    assert.equal(await availableNow(), start - 3, 'held seats are not available');

    const buyer = await registerUser(api());
    const booking = await book(api(), buyer.token, slot.slotId, ['C4', 'C5']);
    assert.equal(await availableNow(), start - 5, 'booked seats are not available');

    const cancelled = await api().delete(`/api/user/bookings/${booking.id}`, { token: buyer.token });
    assert.equal(cancelled.status, 200, cancelled.body);
    assert.equal(await availableNow(), start - 3, 'cancelled seats are available again');

    // A hold that runs out frees its seats once the short max-age has passed.
    api().clock.advance(11 * 60 * 1000);
    try {
      const later = (await slotsOf(api, movie.id)).find((candidate) => candidate.slotId === slot.slotId)!;
      assert.equal(later.availableSeats, start);
    } finally {
      api().clock.reset();
    }
  });

  test('a show with every seat taken reads availableSeats 0', async () => {
    const [, movie] = (await api().get('/movies/recent')).json();
    const slot = (await slotsOf(api, movie.id)).at(-2)!;
    const seats: { seatNumber: string }[] = (await api().get(`/api/seats/slot/${slot.slotId}`)).json();
    const numbers = seats.map((seat) => seat.seatNumber);
    for (let start = 0; start < numbers.length; start += 10) {
      const user = await registerUser(api());
      await book(api(), user.token, slot.slotId, numbers.slice(start, start + 10));
    }
    const soldOut = (await slotsOf(api, movie.id)).find((candidate) => candidate.slotId === slot.slotId)!;
    assert.deepEqual({ total: soldOut.totalSeats, available: soldOut.availableSeats }, { total: numbers.length, available: 0 });
  });
});
