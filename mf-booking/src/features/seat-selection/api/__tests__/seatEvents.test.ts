import { applyTestRuntimeConfig, apiUrl } from '@reeltime/shared-lib/testing';
import { FakeEventSource } from '../../../../testing/fakeEventSource';
import { parseSeatEvent, subscribeToSeatEvents } from '../seatEvents';

FakeEventSource.install();

beforeEach(() => applyTestRuntimeConfig());
afterEach(() => jest.useRealTimers());

describe('subscribeToSeatEvents', () => {
  it("opens the show's event stream and passes on its seat changes and (re)connects", () => {
    const onOpen = jest.fn();
    const onChanges = jest.fn();
    const unsubscribe = subscribeToSeatEvents(12, { onOpen, onChanges });
    const source = FakeEventSource.latest();

    expect(source.url).toBe(apiUrl('/api/seats/slot/12/events'));
    source.open();
    source.send('seats', { slotId: 12, changes: [{ seatNumber: 'A5', status: 'HELD' }] });
    source.fail({ gaveUp: false });
    source.open();

    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onChanges).toHaveBeenCalledWith([{ seatNumber: 'A5', status: 'HELD' }]);
    expect(FakeEventSource.instances).toHaveLength(1);

    unsubscribe();
    expect(source.closed).toBe(true);
  });

  it('retries a stream the browser gave up on, waiting longer each time, and stops when unsubscribed', () => {
    jest.useFakeTimers();
    const unsubscribe = subscribeToSeatEvents(12, { onOpen: jest.fn(), onChanges: jest.fn() });

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
    const unsubscribe = subscribeToSeatEvents(12, { onOpen: jest.fn(), onChanges: jest.fn() });
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
