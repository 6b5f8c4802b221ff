import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { addDays, toInstant, toLocal } from '../../lib/cinema-time.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { fees } from '../../features/seats/service.js';
import { seedTheaters } from './theaters.js';

/** Customers of the demo's past shows. Nobody knows their password: they exist to have seen films and rated them. */
const reviewers = [
  'Priya Sharma',
  'Arjun Mehta',
  'Kavya Iyer',
  'Rohan Das',
  'Sneha Kulkarni',
  'Imran Khan',
  'Meera Nair',
  'Vikram Singh',
].map((name, index) => ({ name, email: `demo.reviewer${index + 1}@reeltime.app` }));

/** What the reviewers thought, per film (title → [stars, text] per reviewer, in order). */
const opinions: Record<string, [number, string | null][]> = {
  'Monsoon Express': [
    [5, 'Edge-of-the-seat chase sequences and a soundtrack I have not stopped humming since.'],
    [4, 'Great fun on the big screen. The second half drags a little, but the finale makes up for it.'],
    [5, null],
    [4, 'The rain scenes in IMAX were worth every rupee.'],
  ],
  'The Last Lighthouse': [
    [4, 'Quiet, moving and beautifully shot. Bring tissues.'],
    [3, 'Lovely performances, though the pacing is very slow.'],
    [5, 'The best film I have seen this year.'],
  ],
  'Vettai Raja': [
    [5, 'Mass entertainer! The interval block had the whole hall cheering.'],
    [4, 'Stylish action, and the music is a treat.'],
    [3, null],
  ],
  'Orbit of Ash': [
    [4, 'Big ideas and bigger visuals. Watch it on the largest screen you can find.'],
    [2, 'Looked stunning but the story lost me halfway through.'],
  ],
  'Gully Cricket League': [
    [5, 'Took the whole family: we laughed from start to finish.'],
    [4, 'Feel-good and full of heart.'],
    [5, null],
  ],
  'Code Red: Mumbai': [
    [4, 'Tight thriller with a twist I did not see coming.'],
    [3, 'Solid, if a bit predictable.'],
  ],
};

/** The seed cinema whose screens the past shows played on. */
const PAST_SHOWS_CINEMA = seedTheaters[0].name;
const PAST_SHOW_TIMES = ['10:00', '14:00', '18:30'];
/** Two weeks back: the sales of the last few days are the site's own. */
const PAST_SHOWS_DAYS_AGO = 14;

/**
 * The demo start's verified reviews: each film above played a show at the first seed cinema two weeks ago, its
 * reviewers booked a seat, were admitted at the door and rated it after the show, so the demo site shows averages,
 * counts and reviews from its first start. Written as the site writes them (paid booking, booked seat, admission,
 * review); the rating totals follow from the reviews' trigger.
 */
export async function seedDemoReviews(
  trx: Kysely<Database>,
  options: { now: Date; timeZone: string; passwordHashCost: number },
): Promise<void> {
  const [movies, screens] = await Promise.all([
    trx
      .selectFrom('movies')
      .select(['id', 'title', 'duration_minutes', 'languages'])
      .where('title', 'in', Object.keys(opinions))
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('screens')
      .innerJoin('theaters', 'theaters.id', 'screens.theater_id')
      .select(['screens.id', 'screens.theater_id'])
      .where('theaters.name', '=', PAST_SHOWS_CINEMA)
      .orderBy('screens.id')
      .execute(),
  ]);
  if (movies.length === 0 || screens.length === 0) return;

  // One unknown password for all of them: a sign-in can never succeed.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'), options.passwordHashCost);
  const users = await trx
    .insertInto('users')
    .values(
      reviewers.map((reviewer) => ({
        name: reviewer.name,
        email: reviewer.email,
        phone: null,
        gender: '',
        password_hash: passwordHash,
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(['id'])
    .execute();
  if (users.length < reviewers.length) return;

  const today = toLocal(options.now, options.timeZone).date;
  for (const [index, movie] of movies.entries()) {
    const screen = screens[index % screens.length];
    const date = addDays(today, -PAST_SHOWS_DAYS_AGO - Math.floor(index / screens.length));
    const time = PAST_SHOW_TIMES[index % PAST_SHOW_TIMES.length];
    const startsAt = toInstant({ date, time }, options.timeZone);
    const endsAt = new Date(startsAt.getTime() + movie.duration_minutes * 60_000);
    const show = await trx
      .insertInto('shows')
      .values({
        movie_id: movie.id,
        theater_id: screen.theater_id,
        screen_id: screen.id,
        show_date: date,
        start_time: time,
        starts_at: startsAt,
        ends_at: endsAt,
        audio_language: movie.languages[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tiers = await trx
      .selectFrom('screen_tiers')
      .select(['tier', 'price_paise'])
      .where('screen_id', '=', screen.id)
      .execute();
    await trx
      .insertInto('show_prices')
      .values(tiers.map((tier) => ({ show_id: show.id, tier: tier.tier, price_paise: tier.price_paise })))
      .execute();
    const prices = new Map(tiers.map((tier) => [tier.tier, tier.price_paise]));
    const seats = await trx
      .selectFrom('screen_seats')
      .select(['seat_number', 'tier'])
      .where('screen_id', '=', screen.id)
      .where('row_label', '=', 'E')
      .where('kind', '=', 'standard')
      .orderBy('seat_index')
      .execute();

    for (const [position, [stars, text]] of opinions[movie.title].entries()) {
      const seat = seats[position];
      const user = users[(index + position) % users.length];
      if (!seat) break;
      const amounts = fees(prices.get(seat.tier)!);
      const booking = await trx
        .insertInto('bookings')
        .values({
          user_id: user.id,
          show_id: show.id,
          status: 'CONFIRMED',
          seat_numbers: [seat.seat_number],
          ticket_fee_paise: amounts.ticketFeePaise,
          convenience_fee_paise: amounts.convenienceFeePaise,
          total_paise: amounts.totalPaise,
          card_last4: '1111',
          cardholder_name: reviewers[(index + position) % reviewers.length].name,
          created_at: new Date(startsAt.getTime() - 26 * 3_600_000),
          removed_at: null,
          used_at: new Date(startsAt.getTime() - (15 + position) * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('seat_claims')
        .values({
          show_id: show.id,
          seat_number: seat.seat_number,
          user_id: user.id,
          kind: 'BOOKED',
          booking_id: booking.id,
          expires_at: null,
        })
        .execute();
      await trx
        .insertInto('reviews')
        .values({
          booking_id: booking.id,
          user_id: user.id,
          movie_id: movie.id,
          rating: stars,
          body: text,
          created_at: new Date(endsAt.getTime() + (30 + 47 * position) * 60_000),
        })
        .execute();
    }
  }
}
