import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, moveShow, registerUser, type TestUser } from '../../../testing/fixtures.js';
import { showDayWords } from '../reminder-mail.js';

const HOUR = 3600_000;

/** Moves a show to start `hours` from the test clock's now. */
function startShowIn(api: TestApi, showId: number, hours: number): Promise<Date> {
  return moveShow(api, showId, hours * 60);
}

async function reminders(api: TestApi, user: TestUser): Promise<{ subject: string; text: string }[]> {
  const outbox = (await api.get('/api/dev/outbox', { query: { to: user.email } })).json();
  return outbox.filter((mail: { subject: string }) => mail.subject.startsWith('Reminder: '));
}

test('the reminder names the show’s day on the cinema’s calendar', () => {
  const now = new Date('2026-11-26T20:00:00Z'); // 01:30 on 27 Nov in Kolkata, still 26 Nov in New York
  assert.equal(showDayWords('2026-11-27', now, 'Asia/Kolkata'), 'today');
  assert.equal(showDayWords('2026-11-27', now, 'America/New_York'), 'tomorrow');
  assert.equal(showDayWords('2026-11-30', now, 'Asia/Kolkata'), 'on Mon, 30 Nov 2026');
});

describeEachDatabase('e-mail reminders before a show', (api) => {
  test('opting in reminds once, hours before each booked show, on the cinema’s clock; opting out stops it', async () => {
    const user = await registerUser(api());
    assert.deepEqual((await api().get('/api/user/reminders', { token: user.token })).json(), {
      emailReminders: false,
      hoursBefore: 3,
    });
    const before = await book(api(), user.token, await freshSlot(api()), ['H1']);
    const beforeStarts = await startShowIn(api(), before.slotId, 10);

    const on = await api().put('/api/user/reminders', { emailReminders: true }, { token: user.token });
    assert.deepEqual([on.status, on.json()], [200, { emailReminders: true, hoursBefore: 3 }]);
    const after = await book(api(), user.token, await freshSlot(api()), ['H2']);
    await startShowIn(api(), after.slotId, 30);
    await api()
      .app.db.updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(api().clock.now().getTime() + 27 * HOUR) })
      .where('booking_id', '=', after.id)
      .where('kind', '=', 'BOOKING_REMINDER')
      .execute();
    await api().app.drainMailOutbox();
    assert.deepEqual(await reminders(api(), user), [], 'not yet: the show is 10 hours away');

    try {
      api().clock.advance(7 * HOUR + 60_000);
      assert.equal(await api().app.drainMailOutbox(), 1);
      // Sent 3 hours before a show 10 hours from the wall clock's now: the same day or the next, on the cinema's calendar.
      const { time_zone: zone } = await api()
        .app.db.selectFrom('shows')
        .innerJoin('theaters', 'theaters.id', 'shows.theater_id')
        .select('theaters.time_zone')
        .where('shows.id', '=', before.slotId)
        .executeTakeFirstOrThrow();
      const cinemaDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: zone });
      const day = cinemaDay(beforeStarts) === cinemaDay(api().clock.now()) ? 'today' : 'tomorrow';
      const [mail] = await reminders(api(), user);
      assert.equal(
        mail.subject,
        `Reminder: ${before.movie.title} ${day} at ${mail.subject.match(/at (\d{1,2}:\d\d [AP]M)/)?.[1]} (${before.reference})`,
      );
      assert.match(mail.text, new RegExp(`starts ${day} at \\d{1,2}:\\d\\d [AP]M \\(cinema time\\)`));
      assert.ok(mail.text.includes(`Seats: H1`));
      assert.equal(await api().app.drainMailOutbox(), 0, 'sent once');

      const off = await api().put('/api/user/reminders', { emailReminders: false }, { token: user.token });
      assert.equal(off.json().emailReminders, false);
      api().clock.advance(24 * HOUR);
      await api().app.drainMailOutbox();
      assert.equal((await reminders(api(), user)).length, 1, 'no reminder after opting out');
    } finally {
      api().clock.reset();
    }
  });

  test('a cancelled booking is not reminded; bad input is 400 naming the field; anonymous is 401', async () => {
    const user = await registerUser(api());
    await api().put('/api/user/reminders', { emailReminders: true }, { token: user.token });
    const booking = await book(api(), user.token, await freshSlot(api()), ['H3']);
    await startShowIn(api(), booking.slotId, 5);
    const queued = await api()
      .app.db.updateTable('mail_outbox')
      .set({ next_attempt_at: api().clock.now() })
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'BOOKING_REMINDER')
      .executeTakeFirst();
    assert.equal(Number(queued.numUpdatedRows), 1, 'the payment queued a reminder');
    assert.equal(
      (await api().post(`/api/user/bookings/${booking.id}/cancel`, undefined, { token: user.token })).status,
      200,
    );
    await api().app.drainMailOutbox();
    assert.deepEqual(await reminders(api(), user), []);

    const bad = await api().put('/api/user/reminders', { emailReminders: 'yes' }, { token: user.token });
    assert.equal(bad.status, 400);
    assert.match(bad.json().message, /emailReminders/);
    assert.equal((await api().get('/api/user/reminders')).status, 401);
  });
});
