import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { book, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { cityLanguages } from '../../../db/seed/theaters.js';

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

const slotsOf = async (
  api: () => import('../../../testing/test-app.js').TestApi,
  movieId: number,
): Promise<SlotJson[]> => (await api().get(`/movies/${movieId}`)).json().slots;

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
        assert.ok(
          Number.isInteger(slot.availableSeats) && slot.availableSeats >= 0 && slot.availableSeats <= slot.totalSeats,
        );
      }
    }
    assert.ok(cities.size >= 3, [...cities].join(', '));
  });

  test('the demo week is programmed like a multiplex chain’s: IMAX and 4DX on Screen 1, 3D on Screen 2, dubs in the city’s languages, English subtitles, a premium per tier', async () => {
    const today = toLocal(api().clock.now(), 'Asia/Kolkata').date;
    const week = await api()
      .app.db.selectFrom('shows')
      .innerJoin('movies', 'movies.id', 'shows.movie_id')
      .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
      .innerJoin('screens', 'screens.id', 'shows.screen_id')
      .select([
        'shows.id',
        'shows.format',
        'shows.audio_language',
        'shows.subtitles',
        'movies.languages',
        'theaters.city',
        'screens.name as screen',
      ])
      .where('shows.show_date', '>=', today)
      .where('shows.show_date', '<', addDays(today, 7))
      .execute();
    const formats = new Map<string, Set<string>>();
    for (const show of week) formats.set(show.format, (formats.get(show.format) ?? new Set()).add(show.screen));
    assert.deepEqual(Object.fromEntries([...formats].map(([format, screens]) => [format, [...screens].sort()])), {
      '2D': ['Screen 1', 'Screen 2', 'Screen 3'],
      '3D': ['Screen 2'],
      IMAX: ['Screen 1'],
      '4DX': ['Screen 1'],
    });
    const premium = week.filter((show) => show.format !== '2D').length;
    assert.ok(premium >= 50 && premium <= week.length / 5, `${premium} of ${week.length} shows in a premium format`);

    const dubbed = week.filter((show) => show.audio_language !== (show.languages[0] ?? null));
    const englishDubs = new Set(
      dubbed.filter((show) => show.languages[0] === 'English').map((show) => show.audio_language),
    );
    assert.deepEqual([...englishDubs].sort(), ['Hindi', 'Tamil', 'Telugu']);
    for (const show of dubbed)
      assert.ok(cityLanguages[show.city].includes(show.audio_language!), `${show.audio_language} dub in ${show.city}`);
    assert.ok(
      dubbed.length < week.filter((show) => show.languages[0] === 'English').length,
      'most shows of a dubbed film play it in its own language',
    );

    const subtitled = week.filter((show) => show.subtitles !== null);
    assert.ok(subtitled.length > 0 && subtitled.length < week.length / 2, `${subtitled.length} subtitled shows`);
    for (const show of week) {
      const foreign =
        show.audio_language !== null &&
        show.audio_language !== 'English' &&
        !cityLanguages[show.city].includes(show.audio_language);
      assert.equal(show.subtitles, foreign ? 'English' : null, `${show.audio_language} in ${show.city}`);
    }

    // Each tier costs the screen's price plus the format's premium: 3D ₹60, IMAX ₹150, 4DX ₹200.
    const premiums = await api()
      .app.db.selectFrom('show_prices')
      .innerJoin('shows', 'shows.id', 'show_prices.show_id')
      .innerJoin('screen_tiers', (join) =>
        join
          .onRef('screen_tiers.screen_id', '=', 'shows.screen_id')
          .onRef('screen_tiers.tier', '=', 'show_prices.tier'),
      )
      .select([
        'shows.format',
        (eb) => eb('show_prices.price_paise', '-', eb.ref('screen_tiers.price_paise')).as('premium'),
      ])
      .where(
        'shows.id',
        'in',
        week.map((show) => show.id),
      )
      .distinct()
      .execute();
    assert.deepEqual(Object.fromEntries(premiums.map((row) => [row.format, Number(row.premium)])), {
      '2D': 0,
      '3D': 6_000,
      IMAX: 15_000,
      '4DX': 20_000,
    });
    assert.equal(premiums.length, 4, 'one premium per format');
    const imax = week.find((show) => show.format === 'IMAX')!;
    const seats: { tier: string; price: number }[] = (await api().get(`/api/seats/slot/${imax.id}`)).json();
    assert.deepEqual(Object.fromEntries(seats.map((seat) => [seat.tier, seat.price])), {
      Classic: 300,
      Prime: 350,
      Recliner: 450,
    });
  });

  test('a slot’s available seats drop with holds and bookings and come back on cancellation, at once in this process', async () => {
    const [movie] = (await api().get('/movies/recent')).json();
    const slot = (await slotsOf(api, movie.id)).at(-1)!;
    const seatCount = (await api().get(`/api/seats/slot/${slot.slotId}`)).json().length;
    assert.equal(slot.totalSeats, seatCount);
    const availableNow = async () =>
      (await slotsOf(api, movie.id)).find((candidate) => candidate.slotId === slot.slotId)!.availableSeats;
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
    assert.deepEqual(
      { total: soldOut.totalSeats, available: soldOut.availableSeats },
      { total: numbers.length, available: 0 },
    );
  });
});
