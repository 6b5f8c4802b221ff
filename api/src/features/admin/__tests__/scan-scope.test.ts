import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre, auroraOnly] = staffUsers;
const DEVICE_ID = 'front-door-scanner-0002';

/** Signs a staff account in once per app (logins have a budget of their own). */
const tokens = new WeakMap<TestApi, Map<string, string>>();
async function staffToken(api: TestApi, staff: { email: string; password: string }): Promise<string> {
  const known = tokens.get(api) ?? new Map<string, string>();
  tokens.set(api, known);
  const cached = known.get(staff.email);
  if (cached) return cached;
  const response = await api.post('/api/auth/login', { username: staff.email, password: staff.password });
  assert.equal(response.status, 200, response.body);
  known.set(staff.email, response.json().token);
  return response.json().token;
}

function scan(api: TestApi, token: string, qr: string, showId: number) {
  return api.post('/api/admin/tickets/scan', { qr, showId, deviceId: DEVICE_ID }, { token });
}

/** A show of tomorrow at a cinema other than Aurora Cinemas (the single-theatre staff account's). */
async function slotNotAtAurora(api: TestApi): Promise<number> {
  const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 1);
  const { shows } = (
    await api.get('/api/admin/shows', { token: await staffToken(api, everyTheatre), query: { date } })
  ).json();
  return shows.find((show: { theater: { name: string } }) => show.theater.name !== 'Aurora Cinemas').id;
}

describeEachDatabase(
  'the door’s cinema and show',
  (api) => {
    test('staff tied to a theatre, shown another cinema’s ticket, learn nothing of it, and cannot admit for another cinema’s show', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await slotNotAtAurora(api()), ['G2']);
      const token = await staffToken(api(), auroraOnly);
      const [auroraShow] = (await api().get('/api/admin/shows', { token })).json().shows;
      assert.equal(auroraShow.theater.name, 'Aurora Cinemas');

      const scanned = await scan(api(), token, booking.ticketQr, auroraShow.id);
      assert.equal(scanned.status, 200);
      assert.deepEqual(scanned.json(), {
        result: 'invalid',
        reason: 'other_cinema',
        message: 'This ticket is not for Aurora Cinemas.',
      });
      for (const secret of [booking.cinema.name, booking.movie.title, 'G2'])
        assert.ok(!scanned.body.includes(secret), secret);

      // Its own show is another cinema's: the door of Aurora cannot claim it.
      const elsewhere = await scan(api(), token, booking.ticketQr, booking.slotId);
      assert.equal(elsewhere.status, 403);
      assert.equal(elsewhere.json().message, 'This account admits tickets for Aurora Cinemas only.');
      // All-cinema staff at an Aurora door are told whose ticket it is.
      const everywhere = (
        await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, auroraShow.id)
      ).json();
      assert.equal(everywhere.reason, 'other_cinema');
      assert.equal(everywhere.message, `This ticket is for ${booking.cinema.name}, not Aurora Cinemas.`);
      // Nothing was admitted on the way.
      assert.equal(
        (await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, booking.slotId)).json().result,
        'admitted',
      );
    });

    test('a scan names the show it admits for: without showId (an older scanner) it is a 400 naming showId; an unknown show is a 404', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['G4']);
      const token = await staffToken(api(), everyTheatre);
      const old = await api().post('/api/admin/tickets/scan', { qr: booking.ticketQr, deviceId: DEVICE_ID }, { token });
      assert.equal(old.status, 400);
      assert.match(old.json().message, /showId/);
      for (const showId of ['12', 0, 1.5]) {
        const bad = await api().post(
          '/api/admin/tickets/scan',
          { qr: booking.ticketQr, showId, deviceId: DEVICE_ID },
          { token },
        );
        assert.equal(bad.status, 400, String(showId));
        assert.match(bad.json().message, /showId/);
      }
      const unknown = await scan(api(), token, booking.ticketQr, 2_000_000_000);
      assert.equal(unknown.status, 404);
      assert.equal(unknown.json().message, 'Show not found: choose the show you are admitting for again.');
      assert.equal((await scan(api(), token, booking.ticketQr, booking.slotId)).json().result, 'admitted');
    });
  },
  { admissionOpensMinutes: 10 * 24 * 60 },
);
