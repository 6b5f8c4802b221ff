/** Where `requestIdleCallback` is missing (Safari), how long after the page's load event the task waits instead. */
export const IDLE_FALLBACK_MS = 2000;

/** Longest wait for an idle moment once the page has loaded: a phone busy for seconds still gets the task. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the page has loaded (its own files first) and the browser then has an idle moment, so
 * what the task fetches never competes with what the page needs to show itself. Returns a function that
 * cancels it if it has not run yet.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      const { cancelIdleCallback } = window;
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
