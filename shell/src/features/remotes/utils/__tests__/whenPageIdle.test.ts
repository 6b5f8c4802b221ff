import { IDLE_FALLBACK_MS, whenPageIdle } from '../whenPageIdle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('whenPageIdle', () => {
  afterEach(() => {
    delete (document as Partial<Document> & { readyState?: unknown }).readyState;
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the page’s load event, then for an idle moment, and runs the task once', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
    setReadyState('loading');
    const task = jest.fn();
    whenPageIdle(task);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });

  it('without requestIdleCallback runs the task a moment after load; cancelled, it never runs', () => {
    jest.useFakeTimers();
    setReadyState('complete');
    const task = jest.fn();
    whenPageIdle(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenPageIdle(cancelled)();
    setReadyState('loading');
    const beforeLoad = jest.fn();
    whenPageIdle(beforeLoad)();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(IDLE_FALLBACK_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
    expect(beforeLoad).not.toHaveBeenCalled();
  });
});
