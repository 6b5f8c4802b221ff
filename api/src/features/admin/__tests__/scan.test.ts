import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre, auroraOnly, , demoManager] = staffUsers;
const REFERENCE = /^RT-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const DAY_MS = 24 * 3600_000;
const DEVICE_ID = 'front-door-scanner-0001';

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

/** Scans `qr` at the door of show `showId`, from one scanner device. */
function scan(api: TestApi, token: string, qr: string, showId: number) {
  return api.post('/api/admin/tickets/scan', { qr, showId, deviceId: DEVICE_ID }, { token });
}

describeEachDatabase(
  'signed tickets and the staff scanner',
  (api) => {
    test('every booking carries a unique reference and a signed ticketQr, in the payment answer and the list', async () => {
      const user = await registerUser(api());
      const first = await book(api(), user.token, await freshSlot(api()), ['C1']);
      const second = await book(api(), user.token, await freshSlot(api()), ['C2', 'C3']);
      for (const booking of [first, second]) {
        assert.match(booking.reference, REFERENCE);
        const qr = JSON.parse(booking.ticketQr);
        assert.deepEqual(Object.keys(qr), [
          'bookingId',
          'movie',
          'cinema',
          'date',
          'time',
          'seats',
          'total',
          'status',
          'timestamp',
          'ref',
          'sig',
        ]);
        assert.equal(qr.bookingId, booking.id);
        assert.equal(qr.ref, booking.reference);
        assert.deepEqual(qr.seats, booking.seats);
      }
      assert.notEqual(first.reference, second.reference);
      const listed = (await api().get('/api/bookings/my-bookings', { token: user.token })).json();
      const byReference = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
      assert.deepEqual(
        listed.map((b: { reference: string; ticketQr: string }) => [b.reference, b.ticketQr]).sort(byReference),
        [
          [second.reference, second.ticketQr],
          [first.reference, first.ticketQr],
        ].sort(byReference),
      );
    });

    test('/api/admin/* is 401 anonymous and 403 for a customer; staff read their account', async () => {
      const customer = await registerUser(api());
      assert.equal((await api().post('/api/admin/tickets/scan', { qr: 'x', showId: 1 })).status, 401);
      assert.equal((await api().get('/api/admin/me')).status, 401);
      const forbidden = await scan(api(), customer.token, 'x', 1);
      assert.equal(forbidden.status, 403);
      assert.equal(forbidden.json().message, 'This account cannot use the back office.');
      assert.equal((await api().get('/api/admin/me', { token: customer.token })).status, 403);

      const me = await api().get('/api/admin/me', { token: await staffToken(api(), everyTheatre) });
      assert.equal(me.status, 200);
      assert.deepEqual(me.json(), {
        id: me.json().id,
        name: everyTheatre.name,
        email: everyTheatre.email,
        role: 'staff',
        allCinemas: true,
        cinemas: [],
      });
      const aurora = (await api().get('/api/admin/me', { token: await staffToken(api(), auroraOnly) })).json();
      assert.deepEqual(
        [aurora.allCinemas, aurora.cinemas.map((cinema: { name: string }) => cinema.name)],
        [false, ['Aurora Cinemas']],
      );

      // A manager of two cinemas uses the door scanner for both, and only those.
      const manager = await staffToken(api(), demoManager);
      const managerMe = (await api().get('/api/admin/me', { token: manager })).json();
      assert.deepEqual(
        [managerMe.role, managerMe.cinemas.map((cinema: { name: string }) => cinema.name)],
        ['manager', ['Aurora Cinemas', 'Harbour Lights Cinema']],
      );
      const { shows } = (await api().get('/api/admin/shows', { token: manager })).json();
      assert.deepEqual([...new Set(shows.map((show: { theater: { name: string } }) => show.theater.name))].sort(), [
        'Aurora Cinemas',
        'Harbour Lights Cinema',
      ]);
      const other = (await api().get('/api/admin/shows', { token: await staffToken(api(), everyTheatre) }))
        .json()
        .shows.find(
          (show: { theater: { name: string } }) =>
            !['Aurora Cinemas', 'Harbour Lights Cinema'].includes(show.theater.name),
        );
      const refused = await api().get('/api/admin/shows', {
        token: manager,
        query: { theaterId: String(other.theater.id) },
      });
      assert.deepEqual(
        [refused.status, refused.json().message],
        [403, 'This account admits tickets for Aurora Cinemas, Harbour Lights Cinema only.'],
      );
    });

    test('a ticket is admitted once; the second scan says when and by whom', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['D4', 'D5']);
      const token = await staffToken(api(), everyTheatre);

      const first = await scan(api(), token, booking.ticketQr, booking.slotId);
      assert.equal(first.status, 200);
      const admitted = first.json();
      assert.equal(admitted.result, 'admitted');
      assert.deepEqual(admitted.booking, {
        reference: booking.reference,
        movieTitle: booking.movie.title,
        theaterName: booking.cinema.name,
        showDate: booking.showDate,
        startTime: booking.startTime,
        seats: ['D4', 'D5'],
      });
      assert.equal(admitted.message, 'Admit 2 guests: seats D4, D5.');
      const events = await api()
        .app.db.selectFrom('booking_events')
        .innerJoin('users', 'users.id', 'booking_events.actor_id')
        .select(['booking_events.kind', 'users.email'])
        .where('booking_id', '=', booking.id)
        .where('kind', '=', 'ADMITTED')
        .execute();
      assert.deepEqual(
        events,
        [{ kind: 'ADMITTED', email: everyTheatre.email }],
        'the admission is in the booking’s history, by the door’s account',
      );

      const again = (await scan(api(), token, booking.ticketQr, booking.slotId)).json();
      assert.equal(again.result, 'already_used');
      assert.equal(again.usedAt, admitted.usedAt);
      assert.equal(again.usedBy, everyTheatre.email);
      assert.match(again.message, new RegExp(`^Already used: admitted on .+ by ${everyTheatre.email}\\.$`));

      // An admitted ticket cannot be cancelled for its seats any more: removing it only hides it.
      const removed = (await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token })).json();
      assert.equal(removed.status, 'REMOVED');
      assert.equal((await scan(api(), token, booking.ticketQr, booking.slotId)).json().result, 'already_used');
    });

    test('two scans of one ticket at the same moment admit it exactly once', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['E1']);
      const token = await staffToken(api(), everyTheatre);
      const results = await Promise.all(
        [1, 2].map(async () => (await scan(api(), token, booking.ticketQr, booking.slotId)).json().result),
      );
      assert.deepEqual(results.sort(), ['admitted', 'already_used']);
    });

    test('a tampered, forged or garbage QR is invalid, never an error; an empty one is a 400', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['F1']);
      const token = await staffToken(api(), everyTheatre);
      const genuine = JSON.parse(booking.ticketQr);
      const fakes = [
        JSON.stringify({ ...genuine, seats: ['F1', 'F2'] }),
        JSON.stringify({ ...genuine, sig: 'A'.repeat(43) }),
        JSON.stringify({ bookingId: booking.id, status: 'CONFIRMED' }),
        JSON.stringify({
          bookingId: booking.bookingId,
          movie: booking.movie.title,
          cinema: 'x',
          date: booking.showDate,
          time: booking.startTime,
          seats: ['F1'],
          total: booking.totalAmount,
          status: 'CONFIRMED',
          timestamp: booking.bookingTime,
        }),
        'https://example.com/ticket',
        '{"bookingId":',
        'RT-7K3P9Q',
      ];
      for (const qr of fakes) {
        const response = await scan(api(), token, qr, booking.slotId);
        assert.equal(response.status, 200, qr);
        assert.deepEqual(response.json(), {
          result: 'invalid',
          reason: 'forged',
          message: 'Not a valid ReelTime ticket: the code was altered, forged or is not a ticket.',
        });
      }
      const empty = await scan(api(), token, '', booking.slotId);
      assert.equal(empty.status, 400);
      assert.match(empty.json().message, /qr/);
      assert.equal((await api().post('/api/admin/tickets/scan', { showId: booking.slotId }, { token })).status, 400);
      // The genuine ticket is untouched by all that.
      assert.equal((await scan(api(), token, booking.ticketQr, booking.slotId)).json().result, 'admitted');
    });

    test('a cancelled booking’s ticket is refused as cancelled', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['G1']);
      assert.equal(
        (await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token })).json().status,
        'CANCELLED',
      );
      const scanned = (
        await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, booking.slotId)
      ).json();
      assert.equal(scanned.result, 'cancelled');
      assert.equal(scanned.booking.reference, booking.reference);
      assert.equal(scanned.message, `Booking ${booking.reference} was cancelled: the ticket is not valid.`);
    });

    test('a ticket for a show that has ended is refused', async () => {
      const user = await registerUser(api());
      const booking = await book(api(), user.token, await freshSlot(api()), ['G3']);
      api().clock.advance(9 * DAY_MS);
      try {
        // Signed in after the clock moved (a token lasts 24 h).
        const login = await api().post('/api/auth/login', {
          username: everyTheatre.email,
          password: everyTheatre.password,
        });
        const { token } = login.json();
        const scanned = (await scan(api(), token, booking.ticketQr, booking.slotId)).json();
        assert.equal(scanned.result, 'invalid');
        assert.equal(scanned.reason, 'show_ended');
        assert.match(scanned.message, /^This show ended on .+: the ticket is no longer valid\.$/);
      } finally {
        api().clock.reset();
      }
    });
  },
  { admissionOpensMinutes: 10 * 24 * 60 },
);
