/** Where `requestIdleCallback` is missing (Safari), how long after the customer's first use the task waits instead. */
export const IDLE_FALLBACK_MS = 2000;

/** Longest wait for an idle moment once the customer uses the page: a phone busy for seconds still gets the task. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * What shows a customer is using the page, not only looking at it: a touch (reading on, on a phone), the wheel, a
 * key, the pointer moving. Not `scroll`, which the page fires itself (a strip of dates scrolled to the chosen one).
 */
export const FIRST_USE_EVENTS = ['touchstart', 'wheel', 'keydown', 'pointermove', 'pointerdown'] as const;

/**
 * Whether the customer has used a page of this visit: a page reached from it (an in-app navigation, a tap away) is
 * in use from the start. Not the browser's sticky user activation, which a typed or shared link already has.
 */
let visitInUse = false;

/**
 * Runs `task` once the page has loaded (its own files first), the customer has started using it (a touch, the
 * wheel, a key or a pointer movement, here or on a page before it in this visit) and the browser then has an idle moment. A customer who only opens a link and looks
 * downloads the page and nothing more — on a phone's data plan that is the page's whole cost — while one who reads
 * on gets what the task fetches before reaching for it. Returns a function that cancels it if it has not run yet.
 */
export function whenPageInUse(task: () => void): () => void {
  let cancelIdle = () => {};
  const runWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      const { cancelIdleCallback } = window;
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  const stopWaitingForUse = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
  };
  let loaded = document.readyState === 'complete';
  let used = visitInUse;
  function onFirstUse() {
    used = true;
    visitInUse = true;
    stopWaitingForUse();
    if (loaded) runWhenIdle();
  }
  function onLoad() {
    loaded = true;
    if (used) runWhenIdle();
  }
  if (used) {
    if (loaded) runWhenIdle();
  } else {
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  }
  if (!loaded) window.addEventListener('load', onLoad, { once: true });
  return () => {
    stopWaitingForUse();
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
