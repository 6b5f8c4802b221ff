import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, registerUser } from '../../../testing/fixtures.js';
import { staffUsers } from '../../../db/seed/staff-user.js';

const [everyTheatre, auroraOnly] = staffUsers;
const REFERENCE = /^RT-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const DAY_MS = 24 * 3600_000;
const DEVICE = { 'x-scanner-device': 'front-door-scanner-0001' };

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
  return api.post('/api/admin/tickets/scan', { qr, showId }, { token, headers: DEVICE });
}

/** A show still ahead at a theatre other than Aurora Cinemas (the single-theatre staff account's). */
async function slotNotAtAurora(api: TestApi): Promise<number> {
  const theaterOf = new Map<number, string>();
  for (const movie of (await api.get('/movies/recent')).json() as { id: number }[]) {
    for (const slot of (await api.get(`/movies/${movie.id}`)).json().slots) theaterOf.set(slot.slotId, slot.theaterName);
  }
  for (;;) {
    const slotId = await freshSlot(api);
    if (theaterOf.get(slotId) !== 'Aurora Cinemas') return slotId;
  }
}

describeEachDatabase('signed tickets and the staff scanner', (api) => {
  test('every booking carries a unique reference and a signed ticketQr, in the payment answer and the list', async () => {
    const user = await registerUser(api());
    const first = await book(api(), user.token, await freshSlot(api()), ['C1']);
    const second = await book(api(), user.token, await freshSlot(api()), ['C2', 'C3']);
    for (const booking of [first, second]) {
      assert.match(booking.reference, REFERENCE);
      const qr = JSON.parse(booking.ticketQr);
      assert.deepEqual(Object.keys(qr), ['bookingId', 'movie', 'cinema', 'date', 'time', 'seats', 'total', 'status', 'timestamp', 'ref', 'sig']);
      assert.equal(qr.bookingId, booking.id);
      assert.equal(qr.ref, booking.reference);
      assert.deepEqual(qr.seats, booking.seats);
    }
    assert.notEqual(first.reference, second.reference);
    const listed = (await api().get('/api/bookings/my-bookings', { token: user.token })).json();
    assert.deepEqual(listed.map((b: { reference: string; ticketQr: string }) => [b.reference, b.ticketQr]),
      [[second.reference, second.ticketQr], [first.reference, first.ticketQr]]);
  });

  test('/api/admin/* is 401 anonymous and 403 for a customer; staff read their account', async () => {
    const customer = await registerUser(api());
    assert.equal((await api().post('/api/admin/tickets/scan', { qr: 'x', showId: 1 })).status, 401);
    assert.equal((await api().get('/api/admin/me')).status, 401);
    const forbidden = await scan(api(), customer.token, 'x', 1);
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.json().message, 'This account is not a staff account.');
    assert.equal((await api().get('/api/admin/me', { token: customer.token })).status, 403);

    const me = await api().get('/api/admin/me', { token: await staffToken(api(), everyTheatre) });
    assert.equal(me.status, 200);
    assert.deepEqual(me.json(), { id: me.json().id, name: everyTheatre.name, email: everyTheatre.email, role: 'staff', theater: null });
    const aurora = (await api().get('/api/admin/me', { token: await staffToken(api(), auroraOnly) })).json();
    assert.equal(aurora.theater.name, 'Aurora Cinemas');
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
      reference: booking.reference, movieTitle: booking.movie.title, theaterName: booking.cinema.name,
      showDate: booking.showDate, startTime: booking.startTime, seats: ['D4', 'D5'],
    });
    assert.equal(admitted.message, 'Admit 2 guests: seats D4, D5.');

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
    const results = await Promise.all([1, 2].map(async () =>
      (await scan(api(), token, booking.ticketQr, booking.slotId)).json().result));
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
      JSON.stringify({ bookingId: booking.bookingId, movie: booking.movie.title, cinema: 'x', date: booking.showDate, time: booking.startTime, seats: ['F1'], total: booking.totalAmount, status: 'CONFIRMED', timestamp: booking.bookingTime }),
      'https://example.com/ticket', '{"bookingId":', 'RT-7K3P9Q',
    ];
    for (const qr of fakes) {
      const response = await scan(api(), token, qr, booking.slotId);
      assert.equal(response.status, 200, qr);
      assert.deepEqual(response.json(), { result: 'invalid', reason: 'forged', message: 'Not a valid ReelTime ticket: the code was altered, forged or is not a ticket.' });
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
    assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: user.token })).json().status, 'CANCELLED');
    const scanned = (await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, booking.slotId)).json();
    assert.equal(scanned.result, 'cancelled');
    assert.equal(scanned.booking.reference, booking.reference);
    assert.equal(scanned.message, `Booking ${booking.reference} was cancelled: the ticket is not valid.`);
  });

  test('staff tied to a theatre, shown another cinema’s ticket, learn nothing of it, and cannot admit for another cinema’s show', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await slotNotAtAurora(api()), ['G2']);
    const token = await staffToken(api(), auroraOnly);
    const [auroraShow] = (await api().get('/api/admin/shows', { token })).json().shows;
    assert.equal(auroraShow.theater.name, 'Aurora Cinemas');

    const scanned = await scan(api(), token, booking.ticketQr, auroraShow.id);
    assert.equal(scanned.status, 200);
    assert.deepEqual(scanned.json(), { result: 'invalid', reason: 'other_cinema', message: 'This ticket is not for Aurora Cinemas.' });
    for (const secret of [booking.cinema.name, booking.movie.title, 'G2']) assert.ok(!scanned.body.includes(secret), secret);

    // Its own show is another cinema's: the door of Aurora cannot claim it.
    const elsewhere = await scan(api(), token, booking.ticketQr, booking.slotId);
    assert.equal(elsewhere.status, 403);
    assert.equal(elsewhere.json().message, 'This staff account admits tickets for Aurora Cinemas only.');
    // All-cinema staff at an Aurora door are told whose ticket it is.
    const everywhere = (await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, auroraShow.id)).json();
    assert.equal(everywhere.reason, 'other_cinema');
    assert.equal(everywhere.message, `This ticket is for ${booking.cinema.name}, not Aurora Cinemas.`);
    // Nothing was admitted on the way.
    assert.equal((await scan(api(), await staffToken(api(), everyTheatre), booking.ticketQr, booking.slotId)).json().result, 'admitted');
  });

  test('a scan names the show it admits for: without showId (an older scanner) it is a 400 naming showId; an unknown show is a 404', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['G4']);
    const token = await staffToken(api(), everyTheatre);
    const old = await api().post('/api/admin/tickets/scan', { qr: booking.ticketQr }, { token, headers: DEVICE });
    assert.equal(old.status, 400);
    assert.match(old.json().message, /showId/);
    for (const showId of ['12', 0, 1.5]) {
      const bad = await api().post('/api/admin/tickets/scan', { qr: booking.ticketQr, showId }, { token, headers: DEVICE });
      assert.equal(bad.status, 400, String(showId));
      assert.match(bad.json().message, /showId/);
    }
    const unknown = await scan(api(), token, booking.ticketQr, 2_000_000_000);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json().message, 'Show not found: choose the show you are admitting for again.');
    assert.equal((await scan(api(), token, booking.ticketQr, booking.slotId)).json().result, 'admitted');
  });

  test('a ticket for a show that has ended is refused', async () => {
    const user = await registerUser(api());
    const booking = await book(api(), user.token, await freshSlot(api()), ['G3']);
    api().clock.advance(9 * DAY_MS);
    try {
      // Signed in after the clock moved (a token lasts 24 h).
      const login = await api().post('/api/auth/login', { username: everyTheatre.email, password: everyTheatre.password });
      const { token } = login.json();
      const scanned = (await scan(api(), token, booking.ticketQr, booking.slotId)).json();
      assert.equal(scanned.result, 'invalid');
      assert.equal(scanned.reason, 'show_ended');
      assert.match(scanned.message, /^This show ended on .+: the ticket is no longer valid\.$/);
    } finally {
      api().clock.reset();
    }
  });
}, { admissionOpensMinutes: 10 * 24 * 60 });
