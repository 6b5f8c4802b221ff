import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, registerUser, userIdOf } from '../../../testing/fixtures.js';
import { HoldsUnderWay } from '../holds-under-way.js';

const TRIES = 12;

describeEachDatabase('a rush for one seat in one API process', (api) => {
  // With the clock stopped the show's seat map stays cached: only the rush's own queries count.
  beforeEach(() => api().clock.stop());
  afterEach(() => api().clock.reset());

  test(`${TRIES} accounts at once: one holds it, the others are refused from the seat map, the database hears one try`, async () => {
    const slotId = await freshSlot(api());
    const users = [];
    for (let index = 0; index < TRIES; index++) users.push(await registerUser(api()));
    assert.equal((await api().get(`/api/seats/slot/${slotId}`)).status, 200);

    const before = api().queryCount();
    const answers = await Promise.all(
      users.map((user) =>
        api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['E5'] }, { token: user.token }),
      ),
    );
    const queries = api().queryCount() - before;

    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, ...Array<number>(TRIES - 1).fill(409)]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      assert.equal(answer.json().message, 'Sorry, seat E5 is no longer available. Please choose different seats.');
    }
    // The winner's try costs 3 (its account, its limits, the hold) and the map is read once again after it; each try
    // sent to the database would cost 3 more.
    assert.ok(queries <= 5, `${queries} queries for ${TRIES} tries`);
  });
});

describeEachDatabase('a rush for a seat another API process just held', (api) => {
  beforeEach(() => api().clock.stop());
  afterEach(() => api().clock.reset());

  test('the database refuses the first try, the map is read again, and the others are refused from it', async () => {
    const slotId = await freshSlot(api());
    const users = [];
    for (let index = 0; index < 6; index++) users.push(await registerUser(api()));
    const statusOfE5 = async () =>
      ((await api().get(`/api/seats/slot/${slotId}`)).json() as { seatNumber: string; status: string }[]).find(
        (seat) => seat.seatNumber === 'E5',
      )!.status;
    assert.equal(await statusOfE5(), 'AVAILABLE');
    // Another process's hold, whose notification has not reached this one: its seat map still shows E5 free.
    const otherId = await userIdOf(api(), await registerUser(api()));
    await api()
      .app.db.insertInto('seat_claims')
      .values({
        show_id: slotId,
        seat_number: 'E5',
        user_id: otherId,
        kind: 'HOLD',
        booking_id: null,
        expires_at: new Date(api().clock.now().getTime() + 300_000),
      })
      .execute();
    assert.equal(await statusOfE5(), 'AVAILABLE');

    const before = api().queryCount();
    const answers = await Promise.all(
      users.map((user) =>
        api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['E5'] }, { token: user.token }),
      ),
    );
    const queries = api().queryCount() - before;

    for (const answer of answers) {
      assert.equal(answer.status, 409);
      assert.equal(answer.json().message, 'Sorry, seat E5 is no longer available. Please choose different seats.');
    }
    // The first try costs 3 (its account, its limits, the hold) and the map is read once again after its refusal;
    // without that read each try would go to the database in turn, 3 queries each.
    assert.ok(queries <= 5, `${queries} queries for 6 tries`);
    assert.equal(await statusOfE5(), 'HELD');
  });
});

describe('holds under way', () => {
  test('a try for a seat another try is claiming waits, then goes on when that try did not take it', async () => {
    const holds = new HoldsUnderWay();
    const order: string[] = [];
    let failFirst!: () => void;
    const first = holds.run(
      1,
      ['A1'],
      async () => {},
      () =>
        new Promise<string>((_, reject) => {
          failFirst = () => reject(new Error('the account was closed'));
        }),
    );
    const second = holds.run(
      1,
      ['A1', 'A2'],
      async () => {
        order.push('second looks at the map');
      },
      async () => 'second held A1, A2',
    );
    // Another show's seat of the same name is not waited for.
    assert.equal(
      await holds.run(
        2,
        ['A1'],
        async () => {},
        async () => 'other show held A1',
      ),
      'other show held A1',
    );
    assert.deepEqual(order, ['second looks at the map']);

    failFirst();
    await assert.rejects(first, /the account was closed/);
    assert.equal(await second, 'second held A1, A2');
    assert.deepEqual(order, ['second looks at the map', 'second looks at the map']);
  });

  test('a try refused by the second look does not run', async () => {
    const holds = new HoldsUnderWay();
    let taken = false;
    let winFirst!: () => void;
    const first = holds.run(
      1,
      ['B3'],
      async () => {},
      () =>
        new Promise<void>((resolve) => {
          winFirst = () => {
            taken = true;
            resolve();
          };
        }),
    );
    let ran = false;
    const second = holds.run(
      1,
      ['B3'],
      async () => {
        if (taken) throw new Error('Sorry, seat B3 is no longer available.');
      },
      async () => {
        ran = true;
      },
    );
    // Both have looked at the map; the first is claiming B3.
    await new Promise(setImmediate);
    winFirst();
    await first;
    await assert.rejects(second, /B3 is no longer available/);
    assert.equal(ran, false);
  });
});
