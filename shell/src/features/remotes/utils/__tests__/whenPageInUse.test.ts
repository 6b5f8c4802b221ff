import { IDLE_FALLBACK_MS, whenPageInUse } from '../whenPageInUse';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

function collectIdleCallbacks(): IdleRequestCallback[] {
  const idle: IdleRequestCallback[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
  window.cancelIdleCallback = jest.fn();
  return idle;
}

const idleMoment: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

const scheduled: Array<() => void> = [];
/** Schedules `task`, to be cancelled after the test so that no listener outlives it. */
function schedule(task: () => void): () => void {
  const cancel = whenPageInUse(task);
  scheduled.push(cancel);
  return cancel;
}

describe('whenPageInUse', () => {
  afterEach(() => {
    scheduled.splice(0).forEach((cancel) => cancel());
    delete (document as Partial<Document> & { readyState?: unknown }).readyState;
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  // First: the visit's first use is remembered for the rest of the module's life, as for the rest of a visit.
  it('a page only looked at never runs the task, however long it stays open or scrolls its own strips', () => {
    jest.useFakeTimers();
    const idle = collectIdleCallbacks();
    setReadyState('complete');
    const task = jest.fn();
    schedule(task);
    document.body.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(60_000);
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for the load event and the first use, in either order, then for an idle moment, and runs once', () => {
    const idle = collectIdleCallbacks();
    setReadyState('loading');
    const task = jest.fn();
    schedule(task);

    window.dispatchEvent(new Event('wheel'));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!(idleMoment);
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });

  it('on a loaded page, a touch or a key anywhere in it is the first use', () => {
    const idle = collectIdleCallbacks();
    setReadyState('complete');
    const touched = jest.fn();
    schedule(touched);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    idle[0]!(idleMoment);
    expect(touched).toHaveBeenCalledTimes(1);

    const typed = jest.fn();
    schedule(typed);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    idle[1]!(idleMoment);
    expect(typed).toHaveBeenCalledTimes(1);
  });

  it('once the customer has used a page, a later page of the visit is in use from the start', () => {
    const idle = collectIdleCallbacks();
    setReadyState('complete');
    const first = jest.fn();
    schedule(first);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    idle[0]!(idleMoment);
    expect(first).toHaveBeenCalledTimes(1);

    const onNextPage = jest.fn();
    schedule(onNextPage);
    expect(idle).toHaveLength(2);
    idle[1]!(idleMoment);
    expect(onNextPage).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback runs the task a moment after the first use; cancelled, it never runs', () => {
    jest.useFakeTimers();
    setReadyState('complete');
    const task = jest.fn();
    schedule(task);
    window.dispatchEvent(new Event('pointermove'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    schedule(cancelled)();
    const cancelledAfterUse = jest.fn();
    const cancel = schedule(cancelledAfterUse);
    window.dispatchEvent(new Event('wheel'));
    cancel();
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
    expect(cancelledAfterUse).not.toHaveBeenCalled();
  });
});
