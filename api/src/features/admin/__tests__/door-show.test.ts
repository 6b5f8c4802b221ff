import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, registerUser } from '../../../testing/fixtures.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre] = staffUsers;
const MINUTE_MS = 60_000;
const DEVICE_ID = 'screen-2-door-scanner';

interface AdminShow {
  id: number;
  movieTitle: string;
  theater: { id: number; name: string };
  screen: string;
  showDate: string;
  startTime: string;
  startsAt: string;
  endsAt: string;
  admissionOpensAt: string;
  seatsSold: number;
  seatsAdmitted: number;
}

async function staffToken(api: TestApi): Promise<string> {
  return (await api.post('/api/auth/login', { username: everyTheatre.email, password: everyTheatre.password })).json()
    .token;
}

function scan(api: TestApi, token: string, qr: string, showId: number) {
  return api.post('/api/admin/tickets/scan', { qr, showId, deviceId: DEVICE_ID }, { token });
}

/** Two shows of one cinema on a day ahead: a 09:45 door and an 11:30 ticket (once admitted there at 01:06). */
async function morningShows(api: TestApi, token: string, daysAhead: number): Promise<[AdminShow, AdminShow]> {
  const date = addDays(toLocal(api.clock.now(), 'Asia/Kolkata').date, daysAhead);
  const { shows } = (await api.get('/api/admin/shows', { token, query: { date } })).json() as { shows: AdminShow[] };
  const theaterId = shows[0].theater.id;
  const at = (time: string) => shows.find((show) => show.theater.id === theaterId && show.startTime === time)!;
  return [at('09:45'), at('11:30')];
}

describeEachDatabase('the door admits only tickets of the show it is admitting for', (api) => {
  test('an 11:30 ticket at the 09:45 door is "wrong show" naming its own show, even at 01:06; then at its own door it is too early until 60 minutes before', async () => {
    let token = await staffToken(api());
    const [nineFortyFive, elevenThirty] = await morningShows(api(), token, 2);
    assert.notEqual(nineFortyFive.movieTitle, elevenThirty.movieTitle);
    const user = await registerUser(api());
    const ticket = await book(api(), user.token, elevenThirty.id, ['B7', 'B8']);
    const startsAt = new Date(elevenThirty.startsAt).getTime();
    assert.equal(elevenThirty.admissionOpensAt, new Date(startsAt - 60 * MINUTE_MS).toISOString());

    try {
      // 01:06 cinema time on the day of the show.
      api().clock.advance(startsAt - (10 * 60 + 24) * MINUTE_MS - Date.now());
      token = await staffToken(api()); // a token lasts 24 h
      const wrong = (await scan(api(), token, ticket.ticketQr, nineFortyFive.id)).json();
      assert.equal(wrong.result, 'wrong_show');
      assert.equal(wrong.booking.movieTitle, elevenThirty.movieTitle);
      assert.equal(wrong.booking.showDate, elevenThirty.showDate);
      assert.equal(wrong.booking.startTime, '11:30');
      assert.match(
        wrong.message,
        new RegExp(
          `^Wrong show: this ticket is for ${elevenThirty.movieTitle}, \\d+ \\w+, 11:30 AM, ${elevenThirty.screen}\\.$`,
        ),
      );
      const early = (await scan(api(), token, ticket.ticketQr, elevenThirty.id)).json();
      assert.equal(early.result, 'invalid');
      assert.equal(early.reason, 'too_early');
      assert.match(early.message, /Admission opens .+, 10:30 AM\.$/);

      // 61 minutes before the start: still early. 59 minutes before: admitted at its own door only.
      api().clock.advance(startsAt - 61 * MINUTE_MS - api().clock.now().getTime());
      assert.equal((await scan(api(), token, ticket.ticketQr, elevenThirty.id)).json().reason, 'too_early');
      api().clock.advance(2 * MINUTE_MS);
      assert.equal((await scan(api(), token, ticket.ticketQr, nineFortyFive.id)).json().result, 'wrong_show');
      const admitted = (await scan(api(), token, ticket.ticketQr, elevenThirty.id)).json();
      assert.equal(admitted.result, 'admitted');
      // Once used, a wrong door still says "wrong show" (the show is checked before an earlier admission).
      assert.equal((await scan(api(), token, ticket.ticketQr, nineFortyFive.id)).json().result, 'wrong_show');
      assert.equal((await scan(api(), token, ticket.ticketQr, elevenThirty.id)).json().result, 'already_used');

      // The door's list counts the show's sold and admitted seats.
      const date = elevenThirty.showDate;
      const listed = (
        await api().get('/api/admin/shows', { token, query: { date, theaterId: String(elevenThirty.theater.id) } })
      ).json();
      const row = listed.shows.find((show: AdminShow) => show.id === elevenThirty.id);
      assert.deepEqual([row.seatsSold, row.seatsAdmitted], [2, 2]);
    } finally {
      api().clock.reset();
    }
  });

  test('a ticket is admitted until its show ends (start + running time), then refused', async () => {
    let token = await staffToken(api());
    const [, show] = await morningShows(api(), token, 3);
    const user = await registerUser(api());
    const first = await book(api(), user.token, show.id, ['B9']);
    const second = await book(api(), user.token, show.id, ['B10']);
    try {
      api().clock.advance(new Date(show.endsAt).getTime() - MINUTE_MS - Date.now());
      token = await staffToken(api()); // a token lasts 24 h
      assert.equal((await scan(api(), token, first.ticketQr, show.id)).json().result, 'admitted');
      api().clock.advance(2 * MINUTE_MS);
      const ended = (await scan(api(), token, second.ticketQr, show.id)).json();
      assert.equal(ended.result, 'invalid');
      assert.equal(ended.reason, 'show_ended');
    } finally {
      api().clock.reset();
    }
  });
});
