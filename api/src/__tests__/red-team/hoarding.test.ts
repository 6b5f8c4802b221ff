/**
 * Known attacks on the limits, automated: flushing the rate limits, multiplying budgets across identifiers,
 * addresses and API processes, hoarding seats with throw-away accounts, and database outages under
 * load. Each test prints what it measured (as a test diagnostic, `ℹ red-team …`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-app.js';
import { freshSlot, goodCard, registerUser } from '../../testing/fixtures.js';
import { tally } from '../../testing/chaos.js';
import { report, minutes, defaults, redTeamConfig } from './shared.js';

describeEachDatabase(
  'red team: hoarding',
  (api) => {
    test('a dozen accounts from one address cannot take a show’s seats away from a real buyer', async (t) => {
      const slotId = await freshSlot(api());
      const hoarder = '198.51.100.23';
      const accounts = [];
      for (let index = 0; index < 12; index++) accounts.push(await registerUser(api()));
      const rows = 'ABCDEFGHIJKL';
      const holds = [];
      for (const [index, account] of accounts.entries()) {
        const seatNumbers = Array.from({ length: 10 }, (_, seat) => `${rows[index % 10]}${seat + 1}`);
        holds.push(
          (
            await api().post(
              '/api/bookings/select-seats',
              { slotId, seatNumbers },
              { token: account.token, remoteAddress: hoarder },
            )
          ).status,
        );
      }
      // A second show each: the first hold is released (one show at a time per account).
      const otherSlot = await freshSlot(api());
      const moved = await api().post(
        '/api/bookings/select-seats',
        { slotId: otherSlot, seatNumbers: ['A1'] },
        { token: accounts[0].token, remoteAddress: hoarder },
      );
      assert.equal(moved.status, 200);

      const seatMap = (await api().get(`/api/seats/slot/${slotId}`)).json() as { status: string }[];
      const heldByHoarders = seatMap.filter((seat) => seat.status === 'HELD').length;
      assert.ok(heldByHoarders <= defaults.limits.holdSeatsPerAddressPerShow);

      const buyer = await registerUser(api());
      const seatNumbers = ['J1', 'J2', 'J3', 'J4'];
      const hold = await api().post(
        '/api/bookings/select-seats',
        { slotId, seatNumbers },
        { token: buyer.token, remoteAddress: '192.0.2.44' },
      );
      assert.equal(hold.status, 200);
      const paid = await api().post(
        '/api/bookings/payment',
        { slotId, seatNumbers, totalAmount: hold.json().totalAmount, ...goodCard },
        { token: buyer.token },
      );
      assert.equal(paid.status, 201);
      report(t, 'hoarding', {
        accounts: accounts.length,
        holdStatuses: tally(holds),
        seatsHeldByHoarders: heldByHoarders,
        seatsInShow: seatMap.length,
        heldAfterOneAccountMovedOn: seatMap.length - seatMap.filter((seat) => seat.status === 'AVAILABLE').length,
        realBuyerBooked: paid.status === 201,
      });
    });

    test('re-holding never extends the payment session', async (t) => {
      const user = await registerUser(api());
      const slotId = await freshSlot(api());
      const first = (
        await api().post('/api/bookings/select-seats', { slotId, seatNumbers: ['C1'] }, { token: user.token })
      ).json();
      let last = first;
      try {
        for (let step = 0; step < 5; step++) {
          api().clock.advance(minutes(1));
          last = (
            await api().post(
              '/api/bookings/select-seats',
              { slotId, seatNumbers: [step % 2 ? 'C1' : 'C2'] },
              { token: user.token },
            )
          ).json();
          assert.equal(last.holdExpiresAt, first.holdExpiresAt);
        }
      } finally {
        api().clock.reset();
      }
      report(t, 're-hold', { reholds: 5, firstExpiry: first.holdExpiresAt, lastExpiry: last.holdExpiresAt });
    });
  },
  redTeamConfig,
);
