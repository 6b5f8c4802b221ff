import { applyTestRuntimeConfig, apiUrl } from '@reeltime/shared-lib/testing';
import { FakeEventSource } from '../../../../testing/fakeEventSource';
import { matchesSnapshot, parseSeatEvent, parseSnapshotEvent, subscribeToSeatEvents } from '../seatEvents';

FakeEventSource.install();

beforeEach(() => applyTestRuntimeConfig());
afterEach(() => jest.useRealTimers());

describe('subscribeToSeatEvents', () => {
  it("opens the show's event stream and passes on where each (re)connection starts and its seat changes", () => {
    const onStart = jest.fn();
    const onChanges = jest.fn();
    const unsubscribe = subscribeToSeatEvents(12, { onStart, onChanges });
    const source = FakeEventSource.latest();

    expect(source.url).toBe(apiUrl('/api/seats/slot/12/events'));
    source.open();
    source.send('snapshot', { slotId: 12, held: ['A1'], booked: [] });
    source.send('seats', { slotId: 12, changes: [{ seatNumber: 'A5', status: 'HELD' }] });
    source.fail({ gaveUp: false });
    source.open();
    source.send('snapshot', { slotId: 12, held: ['A1', 'A5'], booked: ['B2'] });

    expect(onStart.mock.calls).toEqual([
      [{ held: new Set(['A1']), booked: new Set() }],
      [{ held: new Set(['A1', 'A5']), booked: new Set(['B2']) }],
    ]);
    expect(onChanges).toHaveBeenCalledWith([{ seatNumber: 'A5', status: 'HELD' }]);
    expect(FakeEventSource.instances).toHaveLength(1);

    unsubscribe();
    expect(source.closed).toBe(true);
  });

  it('asks for a refetch when a stream opens without saying where it starts within 3 s', () => {
    jest.useFakeTimers();
    const onStart = jest.fn();
    const unsubscribe = subscribeToSeatEvents(12, { onStart, onChanges: jest.fn() });
    FakeEventSource.latest().open();
    jest.advanceTimersByTime(2_999);
    expect(onStart).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onStart.mock.calls).toEqual([[null]]);

    FakeEventSource.latest().fail({ gaveUp: false });
    FakeEventSource.latest().open();
    FakeEventSource.latest().send('snapshot', { slotId: 12, held: [], booked: [] });
    jest.advanceTimersByTime(10_000);
    expect(onStart.mock.calls).toEqual([[null], [{ held: new Set(), booked: new Set() }]]);
    unsubscribe();
  });

  it('retries a stream the browser gave up on, waiting longer each time, and stops when unsubscribed', () => {
    jest.useFakeTimers();
    const unsubscribe = subscribeToSeatEvents(12, { onStart: jest.fn(), onChanges: jest.fn() });

    FakeEventSource.latest().fail({ gaveUp: true });
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().fail({ gaveUp: true });
    jest.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest().fail({ gaveUp: true });
    unsubscribe();
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('waits at most 30 s between retries, and starts again from 1 s once connected', () => {
    jest.useFakeTimers();
    const unsubscribe = subscribeToSeatEvents(12, { onStart: jest.fn(), onChanges: jest.fn() });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      FakeEventSource.latest().fail({ gaveUp: true });
      jest.advanceTimersByTime(30_000);
    }
    expect(FakeEventSource.instances).toHaveLength(9);
    FakeEventSource.latest().fail({ gaveUp: true });
    jest.advanceTimersByTime(29_999);
    expect(FakeEventSource.instances).toHaveLength(9);
    jest.advanceTimersByTime(1);

    FakeEventSource.latest().open();
    FakeEventSource.latest().fail({ gaveUp: true });
    jest.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(11);
    unsubscribe();
  });
});

describe('parseSeatEvent', () => {
  it('keeps well-formed changes of this show only', () => {
    const data = JSON.stringify({
      slotId: 12,
      changes: [{ seatNumber: 'A5', status: 'BOOKED' }, { seatNumber: 'A6', status: 'SOLD' }, { seat: 'A7' }],
    });
    expect(parseSeatEvent(data, 12)).toEqual([{ seatNumber: 'A5', status: 'BOOKED' }]);
    expect(parseSeatEvent(data, 13)).toEqual([]);
    expect(parseSeatEvent('not json', 12)).toEqual([]);
  });
});

describe('parseSnapshotEvent and matchesSnapshot', () => {
  it("reads this show's snapshot only, and tells whether a map shows every seat as it says", () => {
    const snapshot = parseSnapshotEvent(JSON.stringify({ slotId: 12, held: ['A2'], booked: ['A3'] }), 12);
    expect(snapshot).toEqual({ held: new Set(['A2']), booked: new Set(['A3']) });
    expect(parseSnapshotEvent(JSON.stringify({ slotId: 13, held: [], booked: [] }), 12)).toBeNull();
    expect(parseSnapshotEvent(JSON.stringify({ slotId: 12, held: [5], booked: [] }), 12)).toBeNull();
    expect(parseSnapshotEvent('not json', 12)).toBeNull();

    const map = [
      { seatNumber: 'A1', status: 'AVAILABLE' as const },
      { seatNumber: 'A2', status: 'HELD' as const },
      { seatNumber: 'A3', status: 'BOOKED' as const },
    ];
    expect(matchesSnapshot(map, snapshot!)).toBe(true);
    expect(matchesSnapshot(map, { held: new Set(['A1', 'A2']), booked: new Set(['A3']) })).toBe(false);
    expect(matchesSnapshot(map, { held: new Set(), booked: new Set(['A3']) })).toBe(false);
  });
});
