import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Transaction } from 'kysely';
import { describeEachDatabase, type TestApi, type TestResponse } from '../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { addDays, toLocal } from '../../../lib/cinema-time.js';
import type { Database } from '../../../db/schema.js';
import { lockShowSeats } from '../shows.js';
import { backOfficeAccount, createCinema, someMovie } from '../../admin/shows/__tests__/back-office-fixtures.js';

/**
 * Waits until one of this test database's own connections waits for an advisory lock (the hold queued behind the
 * show's seat lock); other test files on the same server wait for theirs, which must not count.
 */
async function untilSomeoneWaits(api: TestApi): Promise<void> {
  const applicationName = api.database.applicationName ?? '';
  for (let tries = 0; tries < 500; tries++) {
    const waiting = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM pg_locks JOIN pg_stat_activity USING (pid)
      WHERE pg_locks.locktype = 'advisory' AND NOT pg_locks.granted AND pg_stat_activity.application_name = ${applicationName}`.execute(
      api.app.db,
    );
    if (waiting.rows[0].count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the hold never waited for the show’s seat lock');
}

/**
 * Runs `change` while holding the show's seat lock, as a layout save or a show cancellation does, with a hold of
 * `seat` sent after the show and seat were found but queued behind that lock (PostgreSQL: real concurrent requests).
 * On the embedded database, whose transactions run one at a time, the change simply commits before the hold.
 */
async function holdDuring(
  api: TestApi,
  showId: number,
  seat: string,
  change: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<TestResponse> {
  const customer = await registerUser(api);
  const hold = () =>
    api.post('/api/bookings/select-seats', { slotId: showId, seatNumbers: [seat] }, { token: customer.token });
  if (api.database.label === 'pglite') {
    await api.app.db.transaction().execute(change);
    return hold();
  }
  let pending: Promise<TestResponse> | undefined;
  await api.app.db.transaction().execute(async (trx) => {
    await lockShowSeats(trx, showId);
    pending = hold();
    await untilSomeoneWaits(api);
    await change(trx);
  });
  return pending!;
}

describeEachDatabase('a seat hold and a layout save or cancellation at the same moment', (api) => {
  test('a seat the layout dropped, or a show cancelled, while the hold waited for the show’s lock is not held', async () => {
    const cinema = await createCinema(api());
    const manager = await backOfficeAccount(api(), 'manager', [cinema.theaterId]);
    const movie = await someMovie(api());
    const date = addDays(toLocal(new Date(), 'Asia/Kolkata').date, 4);
    const scheduled = await api().post(
      '/api/admin/shows',
      {
        movieId: movie.id,
        screenId: cinema.screenId,
        format: '2D',
        audioLanguage: 'Hindi',
        fromDate: date,
        toDate: date,
        times: ['10:00', '18:00'],
      },
      { token: manager.token },
    );
    assert.equal(scheduled.status, 201, scheduled.body);
    const [morning, evening] = scheduled.json().shows.map((show: { id: number }) => show.id);

    const dropped = await holdDuring(api(), morning, 'B5', (trx) =>
      trx.deleteFrom('screen_seats').where('screen_id', '=', cinema.screenId).where('seat_number', '=', 'B5').execute(),
    );
    assert.deepEqual(
      [dropped.status, dropped.json().message],
      [
        api().database.label === 'pglite' ? 400 : 409,
        api().database.label === 'pglite'
          ? 'No such seat in this theatre: B5'
          : 'Sorry, seat B5 is no longer available. Please choose different seats.',
      ],
    );

    const cancelled = await holdDuring(api(), evening, 'A1', (trx) =>
      trx
        .updateTable('shows')
        .set({ cancelled_at: new Date(), cancel_reason: 'Projector fault' })
        .where('id', '=', evening)
        .execute(),
    );
    assert.deepEqual(
      [cancelled.status, cancelled.json().message],
      [404, 'This show has been cancelled. Please pick another showtime.'],
    );

    const claims = await api()
      .app.db.selectFrom('seat_claims')
      .select(['show_id', 'seat_number'])
      .where('show_id', 'in', [morning, evening])
      .execute();
    assert.deepEqual(claims, []);
  });
});

describeEachDatabase('seats visibly taken', (api) => {
  test('are refused at once, without waiting for the show’s seat lock; a free seat waits for it and is held', async () => {
    const slotId = await freshSlot(api());
    const [buyer, holder, late] = [await registerUser(api()), await registerUser(api()), await registerUser(api())];
    await book(api(), buyer.token, slotId, ['D1']);
    await holdSeats(api(), holder.token, slotId, ['D2']);
    const tryHold = (seatNumbers: string[]) =>
      api().post('/api/bookings/select-seats', { slotId, seatNumbers }, { token: late.token });
    const refused = 'Sorry, seats D1, D2 are no longer available. Please choose different seats.';
    if (api().database.label === 'pglite') {
      const answer = await tryHold(['D1', 'D2']);
      assert.deepEqual([answer.status, answer.json().message], [409, refused]);
      return;
    }
    let free: Promise<TestResponse> | undefined;
    await api()
      .app.db.transaction()
      .execute(async (trx) => {
        // A layout save or a cancellation holds the show's lock: the taken seats are answered while it is held.
        await lockShowSeats(trx, slotId);
        const answer = await tryHold(['D1', 'D2']);
        assert.deepEqual([answer.status, answer.json().message], [409, refused]);
        free = tryHold(['D3']);
        await untilSomeoneWaits(api());
      });
    assert.deepEqual((await free!).json().seatNumbers, ['D3']);
  });
});
