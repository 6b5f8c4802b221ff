import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema.js';
import { SeatEventHub } from '../hub.js';

/** A database that answers every query with no rows: the show has no live holds when its first viewer arrives. */
const emptyDb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

function newHub(writeGapMs?: number): SeatEventHub {
  return new SeatEventHub({ db: emptyDb, now: () => new Date(), log: silentLog, heartbeatMs: 60_000, writeGapMs });
}

/** A viewer that records each write it is given. */
function recorder() {
  const writes: string[] = [];
  let closed = false;
  return {
    writes,
    get closed() {
      return closed;
    },
    send: (frames: string) => writes.push(frames),
    close: () => {
      closed = true;
    },
  };
}

/** The frames of a stream's text, as an EventSource splits them. */
function frames(text: string): { id?: string; event?: string; data?: unknown }[] {
  return text
    .split('\n\n')
    .filter((frame) => frame !== '')
    .map((frame) => {
      const fields = Object.fromEntries(frame.split('\n').map((line) => line.split(/: (.*)/s, 2)));
      return { id: fields.id, event: fields.event, data: fields.data ? JSON.parse(fields.data) : undefined };
    });
}

const held = (seat: string) => JSON.stringify({ s: 7, c: [[seat, 'HOLD', Date.now() + 600_000]] });
const booked = (seat: string) => JSON.stringify({ s: 7, c: [[seat, 'BOOKED', null]] });
const turn = () => new Promise((resolve) => setImmediate(resolve));
const changesOf = (write: string) => frames(write).map(({ event, data }) => ({ event, data }));

test('several changes in one turn reach each viewer as one event, each seat once with its latest status', async () => {
  const hub = newHub();
  const [first, second] = [recorder(), recorder()];
  hub.subscribe(7, first);
  hub.subscribe(7, second);
  hub.handleNotification(held('A1'));
  hub.handleNotification(held('A2'));
  hub.handleNotification(booked('A1'));
  await turn();
  for (const viewer of [first, second]) {
    assert.equal(viewer.writes.length, 1, 'one write');
    assert.deepEqual(changesOf(viewer.writes[0]!), [
      {
        event: 'seats',
        data: {
          slotId: 7,
          changes: [
            { seatNumber: 'A2', status: 'HELD' },
            { seatNumber: 'A1', status: 'BOOKED' },
          ],
        },
      },
    ]);
  }
  assert.equal(first.writes[0], second.writes[0], 'every viewer gets the same frames');
  hub.close();
});

test('while changes keep coming, writes are the gap apart; after a quiet moment a change goes out in its turn', async () => {
  const hub = newHub(150);
  const viewer = recorder();
  hub.subscribe(7, viewer);
  hub.handleNotification(held('B1'));
  await turn();
  assert.equal(viewer.writes.length, 1, 'the first change goes out at once');

  const started = performance.now();
  hub.handleNotification(held('B2'));
  await turn();
  hub.handleNotification(booked('B2'));
  await turn();
  assert.equal(viewer.writes.length, 1, 'the next changes wait for the gap');
  while (viewer.writes.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(performance.now() - started >= 140, `written after ${Math.round(performance.now() - started)} ms`);
  assert.deepEqual(changesOf(viewer.writes[1]!), [
    { event: 'seats', data: { slotId: 7, changes: [{ seatNumber: 'B2', status: 'BOOKED' }] } },
  ]);
  const [firstId, secondId] = viewer.writes.map((write) => Number(frames(write)[0]!.id!.split('-')[1]));
  assert.equal(secondId, firstId! + 1, 'event ids rise by one per event');

  await new Promise((resolve) => setTimeout(resolve, 160));
  hub.handleNotification(held('B3'));
  await turn();
  assert.equal(viewer.writes.length, 3, 'after a quiet moment, at once again');
  hub.close();
});

test('a viewer that leaves before the turn ends gets nothing; one that arrives gets only later changes', async () => {
  const hub = newHub();
  const [staying, leaving, late] = [recorder(), recorder(), recorder()];
  hub.subscribe(7, staying);
  const unsubscribe = hub.subscribe(7, leaving);
  hub.handleNotification(held('C1'));
  unsubscribe();
  hub.subscribe(7, late);
  hub.handleNotification(held('C2'));
  await turn();
  assert.deepEqual(leaving.writes, []);
  assert.equal(frames(staying.writes.join('')).length, 2);
  assert.deepEqual(
    frames(late.writes.join('')).map(({ data }) => data),
    [{ slotId: 7, changes: [{ seatNumber: 'C2', status: 'HELD' }] }],
  );
  hub.close();
});

test("a show cancelled within the turn sends its viewers the turn's changes, then the cancelled frame, and ends them", async () => {
  const hub = newHub();
  const viewer = recorder();
  hub.subscribe(7, viewer);
  hub.handleNotification(held('D1'));
  hub.handleNotification(JSON.stringify({ s: 7, c: [], x: 'cancelled' }));
  assert.equal(viewer.closed, true);
  await turn();
  assert.deepEqual(
    frames(viewer.writes.join('')).map(({ event }) => event),
    ['seats', 'cancelled'],
  );
  hub.close();
});
