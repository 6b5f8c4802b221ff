import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../../testing/test-app.js';
import { freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { openSeatEventStream, seatIs, type SeatEventStream } from '../../../testing/seat-event-stream.js';

/** Holds run out after 2 s here: a hold that expires changes no row, yet viewers must see the seat free. */

async function withStreams(
  run: (open: (base: string, slotId: number) => Promise<SeatEventStream>) => Promise<void>,
): Promise<void> {
  const opened: SeatEventStream[] = [];
  try {
    await run(async (base, slotId) => {
      const stream = await openSeatEventStream(base, slotId);
      opened.push(stream);
      return stream;
    });
  } finally {
    for (const stream of opened) stream.close();
  }
}

describeEachDatabase(
  'live seat events: holds running out',
  (api) => {
    test('a hold that runs out is announced AVAILABLE within a second of its expiry, once, without any sweep', async () => {
      const base = await api().app.listen({ host: '127.0.0.1', port: 0 });
      await withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const stream = await open(base, slotId);
        const { token } = await registerUser(api());
        const hold = await holdSeats(api(), token, slotId, ['F6']);
        await stream.waitFor(seatIs('F6', 'HELD'));
        const freed = await stream.waitFor(seatIs('F6', 'AVAILABLE'), 5_000);
        const lateMs = Date.now() - Date.parse(hold.holdExpiresAt);
        assert.ok(lateMs >= 0, `announced ${-lateMs} ms before the expiry`);
        assert.ok(lateMs < 1_000, `announced ${lateMs} ms after the expiry`);
        assert.equal(freed.slotId, slotId);

        // The sweeper deleting that hold later changes nothing a viewer can see: no second event.
        const swept = stream.events.length;
        assert.ok((await api().app.sweepExpired()).holds >= 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.deepEqual(stream.events.slice(swept), []);

        const from = stream.events.length;
        const other = await registerUser(api());
        await holdSeats(api(), other.token, slotId, ['F6']);
        await stream.waitFor(seatIs('F6', 'HELD'), 5_000, from);
      });
    });

    test('a viewer who arrives during a hold is still told when it runs out', async () => {
      const base = `http://127.0.0.1:${(api().app.server.address() as { port: number }).port}`;
      await withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const { token } = await registerUser(api());
        await holdSeats(api(), token, slotId, ['G2']);
        const stream = await open(base, slotId);
        // (The hold's own notification may still be on its way and arrive after the stream opened.)
        const freed = await stream.waitFor(seatIs('G2', 'AVAILABLE'), 5_000);
        assert.equal(freed.slotId, slotId);
      });
    });
  },
  { holdSeconds: 2 },
);
