import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../../testing/test-app.js';
import { book, freshSlot, registerUser, type TestUser } from '../../../../testing/fixtures.js';
import type { UserRole } from '../../../../db/schema.js';

const MINUTE = 60_000;

/** A signed-in account of that role, working for these cinemas. */
async function account(api: TestApi, role: UserRole, cinemaIds: number[] = []): Promise<TestUser> {
  const user = await registerUser(api);
  const { id } = await api.app.db
    .updateTable('users')
    .set({ role })
    .where('email', '=', user.email)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cinemaIds.length > 0)
    await api.app.db
      .insertInto('user_cinemas')
      .values(cinemaIds.map((theater_id) => ({ user_id: id, theater_id })))
      .execute();
  return user;
}

async function cinemaOf(api: TestApi, showId: number): Promise<number> {
  return (await api.app.db.selectFrom('shows').select('theater_id').where('id', '=', showId).executeTakeFirstOrThrow())
    .theater_id;
}

/** A show ahead at another cinema than `theaterId`. */
async function showElsewhere(api: TestApi, theaterId: number): Promise<number> {
  for (;;) {
    const slotId = await freshSlot(api);
    if ((await cinemaOf(api, slotId)) !== theaterId) return slotId;
  }
}

async function setPolicy(api: TestApi, theaterId: number, cutoffMinutes: number, refundPercent: number): Promise<void> {
  await api.app.db
    .updateTable('theaters')
    .set({ cancel_cutoff_minutes: cutoffMinutes, cancel_refund_percent: refundPercent })
    .where('id', '=', theaterId)
    .execute();
}

/** Moves a show to start `minutes` from the test clock's now. */
async function startShowIn(api: TestApi, showId: number, minutes: number): Promise<void> {
  const startsAt = new Date(api.clock.now().getTime() + minutes * MINUTE + 17_321);
  await api.app.db
    .updateTable('shows')
    .set({ starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 150 * MINUTE) })
    .where('id', '=', showId)
    .execute();
}

const paise = (rupees: number) => Math.round(rupees * 100);

describeEachDatabase('bookings desk API', (api) => {
  test('finds bookings by reference, e-mail or phone, newest first, only in the account’s cinemas; roles are enforced', async () => {
    const customer = await registerUser(api());
    const here = await freshSlot(api());
    const cinema = await cinemaOf(api(), here);
    const there = await showElsewhere(api(), cinema);
    const first = await book(api(), customer.token, here, ['B3']);
    const second = await book(api(), customer.token, there, ['B4']);
    const [admin, manager, staff] = [
      await account(api(), 'admin'),
      await account(api(), 'manager', [cinema]),
      await account(api(), 'staff', [cinema]),
    ];
    const search = (token: string, q: string) => api().get('/api/admin/bookings', { token, query: { q } });

    const byReference = (await search(admin.token, `  ${first.reference.toLowerCase()} `)).json();
    assert.deepEqual(
      byReference.items.map((item: { id: number }) => item.id),
      [first.id],
    );
    assert.equal(byReference.items[0].customer.email, customer.email);
    assert.equal(byReference.items[0].totalPaise, paise(first.totalAmount));
    for (const q of [customer.email.toUpperCase(), `+91 ${customer.phone.slice(0, 5)} ${customer.phone.slice(5)}`]) {
      const found = (await search(admin.token, q)).json();
      assert.deepEqual(
        found.items.map((item: { id: number }) => item.id),
        [second.id, first.id],
        `newest first for ${q}`,
      );
      assert.equal(found.total, 2);
    }
    const paged = (
      await api().get('/api/admin/bookings', {
        token: admin.token,
        query: { q: customer.email, pageSize: '1', page: '2' },
      })
    ).json();
    assert.deepEqual([paged.items.map((item: { id: number }) => item.id), paged.total], [[first.id], 2]);

    for (const user of [manager, staff]) {
      const found = (await search(user.token, customer.email)).json();
      assert.deepEqual(
        found.items.map((item: { id: number }) => item.id),
        [first.id],
        'only their own cinema',
      );
      assert.equal((await api().get(`/api/admin/bookings/${first.id}`, { token: user.token })).status, 200);
    }
    const otherCinema = [
      await api().get(`/api/admin/bookings/${second.id}`, { token: manager.token }),
      await api().post(`/api/admin/bookings/${second.id}/cancel`, {}, { token: manager.token }),
      await api().post(`/api/admin/bookings/${second.id}/resend`, {}, { token: manager.token }),
      await api().get('/api/admin/bookings/2000000000', { token: manager.token }),
    ];
    for (const response of otherCinema)
      assert.deepEqual([response.status, response.json().message], [404, 'Booking not found.']);

    const refused: [string, string, string | undefined, number][] = [
      ['GET', '/api/admin/bookings?q=RT-AAAAAA', undefined, 401],
      ['GET', '/api/admin/bookings?q=RT-AAAAAA', customer.token, 403],
      ['GET', `/api/admin/bookings/${first.id}`, customer.token, 403],
      ['POST', `/api/admin/bookings/${first.id}/cancel`, staff.token, 403],
      ['POST', `/api/admin/bookings/${first.id}/resend`, staff.token, 403],
      ['POST', `/api/admin/bookings/${first.id}/cancel`, customer.token, 403],
    ];
    for (const [method, url, token, status] of refused) {
      const response = await api().request(method as 'GET', url, { token, ...(method === 'POST' ? { body: {} } : {}) });
      assert.equal(response.status, status, `${method} ${url}`);
    }
  });

  test('bad input is 400 naming the field', async () => {
    const customer = await registerUser(api());
    const booking = await book(api(), customer.token, await freshSlot(api()), ['C5']);
    const admin = await account(api(), 'admin');
    const cases: [string, string, unknown, RegExp][] = [
      ['GET', '/api/admin/bookings', undefined, /q/],
      ['GET', '/api/admin/bookings?q=ab', undefined, /^q must be/],
      ['GET', '/api/admin/bookings?q=tonight', undefined, /^q must be a booking reference/],
      ['GET', '/api/admin/bookings?q=RT-AAAAAA&pageSize=0', undefined, /^pageSize/],
      ['GET', '/api/admin/bookings/abc', undefined, /^id must be/],
      ['POST', `/api/admin/bookings/${booking.id}/cancel`, { refundPaise: -1 }, /^refundPaise/],
      ['POST', `/api/admin/bookings/${booking.id}/cancel`, { refundPaise: 1.5 }, /^refundPaise/],
      [
        'POST',
        `/api/admin/bookings/${booking.id}/cancel`,
        { refundPaise: paise(booking.totalAmount) + 1, reason: 'goodwill' },
        /^refundPaise must be .* to \d+/,
      ],
      ['POST', `/api/admin/bookings/${booking.id}/cancel`, { refundPaise: 0 }, /^reason is required/],
      ['POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'x'.repeat(501) }, /^reason/],
    ];
    for (const [method, url, body, message] of cases) {
      const response = await api().request(method as 'GET', url, { token: admin.token, body });
      assert.equal(response.status, 400, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().error, 'Bad Request');
      assert.match(response.json().message, message);
    }
    assert.equal(
      (await api().get(`/api/admin/bookings/${booking.id}`, { token: admin.token })).json().status,
      'CONFIRMED',
      'nothing was cancelled',
    );
  });

  test('cancelling refunds the policy’s share, frees the seats, mails the amount and writes history and audit; again is 409', async () => {
    const customer = await registerUser(api());
    const showId = await freshSlot(api());
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema, 60, 50);
    const booking = await book(api(), customer.token, showId, ['D7', 'D8']);
    const manager = await account(api(), 'manager', [cinema]);
    const before = (await api().get(`/api/admin/bookings/${booking.id}`, { token: manager.token })).json();
    const policyRefund = Math.round(paise(booking.ticketFee) / 2);
    assert.deepEqual(
      [before.policy.refundPaise, before.policy.refundPercent, before.policy.cutoffMinutes, before.cancellable],
      [policyRefund, 50, 60, true],
    );
    assert.deepEqual(
      before.history.map((entry: { kind: string }) => entry.kind),
      ['HELD', 'PAID'],
    );
    assert.equal(before.history[1].actor.id, before.customer.id);

    const cancelled = await api().post(`/api/admin/bookings/${booking.id}/cancel`, {}, { token: manager.token });
    assert.equal(cancelled.status, 200, cancelled.body);
    const after = cancelled.json();
    assert.deepEqual(
      [after.status, after.refundPaise, after.cancellable, after.cancelReason],
      ['CANCELLED', policyRefund, false, 'Cancelled at the bookings desk'],
    );
    assert.deepEqual(
      after.history.map((entry: { kind: string }) => entry.kind),
      ['HELD', 'PAID', 'CANCELLED', 'REFUNDED'],
    );
    assert.deepEqual(after.history.at(-1).detail, { refundPaise: policyRefund });
    assert.equal(after.cancelledBy.role, 'manager');

    const claims = await api()
      .app.db.selectFrom('seat_claims')
      .select('seat_number')
      .where('show_id', '=', showId)
      .where('seat_number', 'in', ['D7', 'D8'])
      .execute();
    assert.deepEqual(claims, [], 'the seats are free again');
    const mine = (await api().get('/api/bookings/my-bookings', { token: customer.token })).json();
    const listed = mine.find((item: { id: number }) => item.id === booking.id);
    assert.deepEqual(
      [listed.status, listed.refundAmount],
      ['CANCELLED', policyRefund / 100],
      'the customer reads it cancelled, with the refund',
    );

    await api().app.drainMailOutbox();
    const mails = (await api().get('/api/dev/outbox', { query: { to: customer.email } })).json();
    const mail = mails.find((item: { subject: string }) => item.subject.startsWith('Booking cancelled'));
    assert.ok(
      mail.text.includes(`Refund: ₹${(policyRefund / 100).toFixed(2)}, refunded to your card ending 1111`),
      mail.text,
    );
    assert.ok(mail.text.includes('Seats: D7, D8') && mail.text.includes(`Booking reference: ${booking.reference}`));

    const audit = await api()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'booking')
      .where('entity_id', '=', String(booking.id))
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.theater_id, (row.after as { refundPaise: number }).refundPaise]),
      [['cancel', cinema, policyRefund]],
    );

    const again = await api().post(`/api/admin/bookings/${booking.id}/cancel`, {}, { token: manager.token });
    assert.deepEqual([again.status, again.json().message], [409, `Booking ${booking.reference} is already cancelled.`]);
    assert.equal(
      (await api().post(`/api/admin/bookings/${booking.id}/resend`, {}, { token: manager.token })).status,
      409,
    );
  });

  test('an override refunds the amount given with its reason; admitted and started bookings are 409', async () => {
    const customer = await registerUser(api());
    const admin = await account(api(), 'admin');
    const showId = await freshSlot(api());
    const full = await book(api(), customer.token, showId, ['E1']);
    const total = paise(full.totalAmount);
    const overridden = (
      await api().post(
        `/api/admin/bookings/${full.id}/cancel`,
        { refundPaise: total, reason: 'Projector broke' },
        { token: admin.token },
      )
    ).json();
    assert.deepEqual(
      [overridden.refundPaise, overridden.cancelReason, overridden.history.at(-1).detail],
      [total, 'Projector broke', { refundPaise: total }],
    );
    const nothing = await book(api(), customer.token, showId, ['E2']);
    const unpaid = (
      await api().post(
        `/api/admin/bookings/${nothing.id}/cancel`,
        { refundPaise: 0, reason: 'No-show agreed' },
        { token: admin.token },
      )
    ).json();
    assert.deepEqual([unpaid.refundPaise, unpaid.refundedAt, unpaid.history.at(-1).kind], [0, null, 'CANCELLED']);

    const admitted = await book(api(), customer.token, showId, ['E3']);
    await api()
      .app.db.updateTable('bookings')
      .set({ used_at: api().clock.now() })
      .where('id', '=', admitted.id)
      .execute();
    const refusedAdmitted = await api().post(`/api/admin/bookings/${admitted.id}/cancel`, {}, { token: admin.token });
    assert.equal(refusedAdmitted.status, 409);
    assert.match(refusedAdmitted.json().message, /was admitted at the door/);

    const started = await book(api(), customer.token, showId, ['E4']);
    await startShowIn(api(), showId, -5);
    const refusedStarted = await api().post(`/api/admin/bookings/${started.id}/cancel`, {}, { token: admin.token });
    assert.equal(refusedStarted.status, 409);
    assert.match(refusedStarted.json().message, /started at .* cannot be cancelled/);
    const detail = (await api().get(`/api/admin/bookings/${admitted.id}`, { token: admin.token })).json();
    assert.deepEqual(
      [detail.cancellable, detail.show.status, detail.history.at(-1).kind],
      [false, 'started', 'ADMITTED'],
    );
  });

  test('resend queues the confirmation again, records RESENT, and is limited per booking', async () => {
    const customer = await registerUser(api());
    const admin = await account(api(), 'admin');
    const booking = await book(api(), customer.token, await freshSlot(api()), ['F2']);
    await api().app.drainMailOutbox();
    const resent = await api().post(`/api/admin/bookings/${booking.id}/resend`, {}, { token: admin.token });
    assert.equal(resent.status, 202);
    assert.equal(resent.json().message, `The confirmation of ${booking.reference} is on its way to ${customer.email}.`);
    assert.equal(await api().app.drainMailOutbox(), 1);
    const subjects = (await api().get('/api/dev/outbox', { query: { to: customer.email } }))
      .json()
      .map((mail: { subject: string }) => mail.subject.split(':')[0]);
    assert.deepEqual(subjects, ['Booking confirmed', 'Booking confirmed']);
    const { history } = (await api().get(`/api/admin/bookings/${booking.id}`, { token: admin.token })).json();
    assert.deepEqual(
      history.map((entry: { kind: string }) => entry.kind),
      ['HELD', 'PAID', 'EMAILED', 'RESENT', 'EMAILED'],
    );
    assert.equal(history[3].actor.role, 'admin');
    for (let attempt = 2; attempt <= 3; attempt++)
      assert.equal(
        (await api().post(`/api/admin/bookings/${booking.id}/resend`, {}, { token: admin.token })).status,
        202,
      );
    assert.equal(
      (await api().post(`/api/admin/bookings/${booking.id}/resend`, {}, { token: admin.token })).status,
      429,
    );
  });

  test('a booking from before its history was kept reads its history from its own record', async () => {
    const customer = await registerUser(api());
    const admin = await account(api(), 'admin');
    const booking = await book(api(), customer.token, await freshSlot(api()), ['H5']);
    await api().app.drainMailOutbox();
    const db = api().app.db;
    const staff = await account(api(), 'staff');
    const staffRow = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', staff.email)
      .executeTakeFirstOrThrow();
    const admittedAt = new Date(api().clock.now().getTime() + 5 * MINUTE);
    await db
      .updateTable('bookings')
      .set({ used_at: admittedAt, used_by: staffRow.id })
      .where('id', '=', booking.id)
      .execute();
    await db.deleteFrom('booking_events').where('booking_id', '=', booking.id).execute();

    const { history } = (await api().get(`/api/admin/bookings/${booking.id}`, { token: admin.token })).json();
    assert.deepEqual(
      history.map((entry: { kind: string; derived: boolean }) => [entry.kind, entry.derived]),
      [
        ['PAID', true],
        ['EMAILED', true],
        ['ADMITTED', true],
      ],
    );
    assert.equal(history[0].at, booking.bookingTime);
    assert.deepEqual(
      [history[2].at, history[2].actor],
      [admittedAt.toISOString(), { id: staffRow.id, name: staffRow.name, role: 'staff' }],
    );
  });

  test('a customer cancels under the cinema’s policy until the cut-off, and is refused after it', async () => {
    const customer = await registerUser(api());
    const showId = await freshSlot(api());
    const cinema = await cinemaOf(api(), showId);
    await setPolicy(api(), cinema, 120, 80);
    const early = await book(api(), customer.token, showId, ['G1']);
    const late = await book(api(), customer.token, showId, ['G2']);
    const removed = await api().delete(`/api/user/bookings/${early.id}`, { token: customer.token });
    assert.deepEqual(removed.json(), { message: 'Booking cancelled and removed', status: 'CANCELLED' });
    const row = await api()
      .app.db.selectFrom('bookings')
      .select(['status', 'refund_paise', 'cancel_reason', 'cancelled_by'])
      .where('id', '=', early.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.status, row.refund_paise, row.cancel_reason],
      ['CANCELLED', Math.round(paise(early.ticketFee) * 0.8), 'Cancelled by the customer'],
    );

    await startShowIn(api(), showId, 60);
    const refused = await api().delete(`/api/user/bookings/${late.id}`, { token: customer.token });
    assert.equal(refused.status, 409);
    assert.match(
      refused.json().message,
      /^Cancellations for this show closed at \d\d:\d\d on \d{4}-\d\d-\d\d \(cinema time\), 120 minutes before it starts\.$/,
    );
    const mine = (await api().get('/api/bookings/my-bookings', { token: customer.token })).json();
    assert.equal(
      mine.find((item: { id: number }) => item.id === late.id).status,
      'CONFIRMED',
      'still booked and listed',
    );
  });
});
