import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase, type TestApi } from '../../../testing/test-app.js';
import { book, freshSlot, holdSeats, registerUser } from '../../../testing/fixtures.js';
import { openSeatEventStream, seatIs, type SeatEventStream } from '../../../testing/seat-event-stream.js';

const limits = { maxPerAddress: 3, maxConnections: 0, maxAgeMs: 0, heartbeatMs: 15_000 };

async function listen(api: TestApi): Promise<string> {
  return api.app.listen({ host: '127.0.0.1', port: 0 });
}

/** Waits (up to 5 s) for the stream's first event, its snapshot. */
async function untilSnapshot(stream: SeatEventStream): Promise<void> {
  for (let waited = 0; stream.snapshots.length === 0 && waited < 5_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Opens streams and ends them all when the test is done, passed or failed. */
async function withStreams<T>(
  run: (open: (base: string, slotId: number | string) => Promise<SeatEventStream>) => Promise<T>,
): Promise<T> {
  const opened: SeatEventStream[] = [];
  try {
    return await run(async (base, slotId) => {
      const stream = await openSeatEventStream(base, slotId, {
        origin: 'http://localhost:3000',
        'accept-encoding': 'gzip, br',
      });
      opened.push(stream);
      return stream;
    });
  } finally {
    for (const stream of opened) stream.close();
  }
}

describeEachDatabase(
  'live seat events',
  (api) => {
    let base: string;
    before(async () => {
      base = await listen(api());
    });

    test('a stream answers as an event stream, starts with retry: 1000 and pings, outliving the request and idle timeouts', async () =>
      withStreams(async (open) => {
        const stream = await open(base, await freshSlot(api()));
        assert.equal(stream.status, 200);
        assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
        assert.match(String(stream.headers['cache-control']), /no-store/);
        assert.equal(stream.headers['content-encoding'], undefined, 'never compressed (buffered)');
        assert.equal(stream.headers['access-control-allow-origin'], 'http://localhost:3000');
        assert.equal(stream.headers['x-content-type-options'], 'nosniff');
        let ended = false;
        void stream.ended.then(() => {
          ended = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        assert.equal(stream.retry, 1000);
        assert.ok(
          stream.comments.filter((comment) => comment === 'ping').length >= 3,
          `comments: ${JSON.stringify(stream.comments)}`,
        );
        assert.equal(ended, false, 'still open after REQUEST_TIMEOUT_SECONDS and CONNECTION_TIMEOUT_SECONDS');
      }));

    test('every viewer sees holds, replaced holds, payments and cancellations of that show only', async () =>
      withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const otherSlot = await freshSlot(api());
        const [first, second, elsewhere] = await Promise.all([
          open(base, slotId),
          open(base, slotId),
          open(base, otherSlot),
        ]);
        const alice = await registerUser(api());

        await holdSeats(api(), alice.token, slotId, ['C3', 'C4']);
        for (const viewer of [first, second]) {
          const event = await viewer.waitFor(seatIs('C4', 'HELD'));
          assert.equal(event.slotId, slotId);
          assert.deepEqual(event.changes, [
            { seatNumber: 'C3', status: 'HELD' },
            { seatNumber: 'C4', status: 'HELD' },
          ]);
          assert.ok(event.id, 'each event has an id');
        }

        let from = first.events.length;
        await holdSeats(api(), alice.token, slotId, ['C4', 'C5']);
        await first.waitFor(seatIs('C3', 'AVAILABLE'), 5_000, from);
        await first.waitFor(seatIs('C5', 'HELD'), 5_000, from);
        assert.ok(
          !first.events.slice(from).some(seatIs('C4', 'AVAILABLE')),
          'a seat kept in the new hold never flickers free',
        );

        from = first.events.length;
        const booking = await book(api(), alice.token, slotId, ['C4', 'C5']);
        const booked = await first.waitFor(seatIs('C5', 'BOOKED'), 5_000, from);
        assert.ok(booked.changes.some((change) => change.seatNumber === 'C4' && change.status === 'BOOKED'));

        from = first.events.length;
        assert.equal((await api().delete(`/api/user/bookings/${booking.id}`, { token: alice.token })).status, 200);
        await first.waitFor(seatIs('C4', 'AVAILABLE'), 5_000, from);
        await second.waitFor(seatIs('C5', 'AVAILABLE'));
        assert.deepEqual(elsewhere.events, [], "another show's viewer hears nothing");
      }));

    test('a stream starts with the seats taken at that moment, then every change after it', async () =>
      withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const [alice, bob] = await Promise.all([registerUser(api()), registerUser(api())]);
        // A change reaches the process's streams once its NOTIFY arrives, a moment after the answer to the request
        // that made it: a viewer already watching shows when it has, so the stream below opens after the changes.
        const earlier = await open(base, slotId);
        await holdSeats(api(), alice.token, slotId, ['C2', 'C1']);
        await book(api(), bob.token, slotId, ['D1']);
        await earlier.waitFor(seatIs('D1', 'BOOKED'));

        const stream = await open(base, slotId);
        await untilSnapshot(stream);
        assert.deepEqual(
          stream.snapshots.map(({ slotId: show, held, booked }) => ({ show, held, booked })),
          [{ show: slotId, held: ['C1', 'C2'], booked: ['D1'] }],
        );
        assert.deepEqual(stream.events, [], 'nothing before the snapshot');

        await holdSeats(api(), bob.token, slotId, ['E1']);
        const event = await stream.waitFor(seatIs('E1', 'HELD'));
        assert.ok(event.receivedAt > stream.snapshots[0].receivedAt);
        assert.equal(stream.snapshots.length, 1, 'one snapshot per stream');
      }));

    test('streams opening on a show already streamed start from the seat map this process has: no query', async () =>
      withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const { token } = await registerUser(api());
        await holdSeats(api(), token, slotId, ['F3']);
        // With the clock stopped the show's map stays fresh until a change of the show drops it.
        api().clock.stop();
        try {
          const snapshotOf = async (stream: SeatEventStream) => {
            await untilSnapshot(stream);
            return stream.snapshots.map(({ held, booked }) => ({ held, booked }));
          };
          const first = await open(base, slotId);
          assert.deepEqual(await snapshotOf(first), [{ held: ['F3'], booked: [] }]);

          const before = api().queryCount();
          const later = await Promise.all([open(base, slotId), open(base, slotId)]);
          for (const stream of later) assert.deepEqual(await snapshotOf(stream), [{ held: ['F3'], booked: [] }]);
          assert.equal(api().queryCount() - before, 0, 'queries for two more streams');
        } finally {
          api().clock.reset();
        }
      }));

    test('bad ids answer 400 naming the parameter and unknown shows 404, as JSON', async () => {
      for (const bad of ['abc', '0', '01', '1e3', '2147483648']) {
        const response = await api().get(`/api/seats/slot/${bad}/events`);
        assert.equal(response.status, 400, bad);
        assert.match(response.json().message, /slotId/);
      }
      const missing = await api().get('/api/seats/slot/2147483647/events');
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.json(), {
        error: 'Not Found',
        message: 'Show not found',
        requestId: missing.headers['x-request-id'],
      });
    });

    test('streams per address are limited, and a closed stream frees its place at once', async () =>
      withStreams(async (open) => {
        const slotId = await freshSlot(api());
        const streams = await Promise.all(Array.from({ length: limits.maxPerAddress }, () => open(base, slotId)));
        assert.deepEqual(
          streams.map((stream) => stream.status),
          streams.map(() => 200),
        );
        const refused = await open(base, slotId);
        assert.equal(refused.status, 429);
        assert.ok(Number(refused.headers['retry-after']) > 0);
        streams[0].close();
        await streams[0].ended;
        let admitted: SeatEventStream | undefined;
        for (let attempt = 0; attempt < 50 && admitted?.status !== 200; attempt++) {
          admitted?.close();
          await new Promise((resolve) => setTimeout(resolve, 20));
          admitted = await open(base, slotId);
        }
        assert.equal(admitted?.status, 200);
        // The viewers that left are no longer written to: the rest still get events.
        const { token } = await registerUser(api());
        await holdSeats(api(), token, slotId, ['J1']);
        await admitted!.waitFor(seatIs('J1', 'HELD'));
      }));

    test('closing the app ends open streams (a restart makes browsers reconnect)', async () => {
      // Last test of the suite: the app is closed here and again (a no-op) by the suite.
      const slotId = await freshSlot(api());
      const stream = await openSeatEventStream(base, slotId);
      assert.equal(stream.status, 200);
      await Promise.race([
        Promise.all([api().app.close(), stream.ended]),
        new Promise((_, reject) => setTimeout(() => reject(new Error('app.close() did not end the stream')), 10_000)),
      ]);
    });
  },
  { seatEvents: limits, requestTimeoutMs: 1_000, connectionTimeoutMs: 1_000 },
);
