/**
 * The live seat map flood: many addresses each open as many streams as they may until the process is full,
 * and keep reconnecting. A new visitor must still get a live stream, and keep it. Real sockets from loopback
 * aliases (127.0.0.0/8 is all loopback on Linux), so each alias is its own client address.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-app.js';
import { freshSlot, holdSeats, registerUser } from '../../testing/fixtures.js';
import { tally } from '../../testing/chaos.js';
import { openSeatEventStream, seatIs, type SeatEventStream } from '../../testing/seat-event-stream.js';
import { report, defaults, flood, redTeamConfig } from './shared.js';

/** The production per-address cap; a process cap small enough to fill on a shared test machine. */
const seatEvents = { ...defaults.seatEvents, maxConnections: 200, maxAgeMs: 0 };
const attackerAddresses = Math.ceil(seatEvents.maxConnections / seatEvents.maxPerAddress) + 5;
const attemptsPerAddress = seatEvents.maxPerAddress + 2;
const attacker = (index: number) => `127.0.1.${index + 1}`;
const visitorAddress = '127.0.2.1';

describeEachDatabase(
  'red team: live seat map flood',
  (api) => {
    test('streams from many addresses fill the process; a new visitor still gets a live map and keeps it', async (t) => {
      const base = await api().app.listen({ host: '127.0.0.1', port: 0 });
      const slotId = await freshSlot(api());
      const opened: SeatEventStream[] = [];
      const open = async (address: string) => {
        const stream = await openSeatEventStream(base, slotId, {}, address);
        opened.push(stream);
        return stream;
      };
      try {
        const startedAt = performance.now();
        const attempts = Array.from({ length: attackerAddresses * attemptsPerAddress }, (_, index) =>
          attacker(index % attackerAddresses),
        );
        const statuses = (await flood(attempts.length, 20, (index) => open(attempts[index]))).map(
          (stream) => stream.status,
        );
        const fillMs = Math.round(performance.now() - startedAt);
        // Each address gets up to its cap, beyond it 429; a full process sheds the fullest addresses' oldest streams,
        // and answers 503 only to an address that would then hold more than any other (an attacker near its cap).
        assert.ok(
          statuses.every((status) => status === 200 || status === 429 || status === 503),
          JSON.stringify(tally(statuses)),
        );
        const isOpen = async (stream: SeatEventStream) =>
          Promise.race([stream.ended.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 0))]);
        const attackerOpen = async () => (await Promise.all(opened.map(isOpen))).filter(Boolean).length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        const openAfterFlood = await attackerOpen();
        assert.ok(openAfterFlood <= seatEvents.maxConnections, `${openAfterFlood} open`);

        const visitorStartedAt = performance.now();
        const visitor = await open(visitorAddress);
        const visitorAdmittedMs = Math.round(performance.now() - visitorStartedAt);
        assert.equal(visitor.status, 200);
        assert.match(String(visitor.headers['content-type']), /^text\/event-stream/);

        // The flood goes on: every attacker address reconnects twice more (what EventSource does after a shed).
        const reconnects = (
          await flood(attackerAddresses * 2, 20, (index) => open(attacker(index % attackerAddresses)))
        ).map((stream) => stream.status);
        assert.equal(await isOpen(visitor), true, 'the visitor’s stream survives the reconnecting flood');

        const { token } = await registerUser(api());
        const heldAt = performance.now();
        await holdSeats(api(), token, slotId, ['E5']);
        await visitor.waitFor(seatIs('E5', 'HELD'), 10_000);
        report(t, 'seat stream flood', {
          processCap: seatEvents.maxConnections,
          perAddressCap: seatEvents.maxPerAddress,
          attackerAddresses,
          attempts: attempts.length,
          fillMs,
          floodStatuses: tally(statuses),
          openAfterFlood,
          visitorStatus: visitor.status,
          visitorAdmittedMs,
          reconnectStatuses: tally(reconnects),
          visitorEventMs: Math.round(visitor.events[0].receivedAt - heldAt),
        });
      } finally {
        for (const stream of opened) stream.close();
      }
    });
  },
  { ...redTeamConfig, seatEvents },
);
