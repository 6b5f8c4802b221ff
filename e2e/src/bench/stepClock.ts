/**
 * How long a customer waits for a step, in the page's own clock: from their tap (the `pointerdown`'s time stamp) to
 * the first animation frame in which the step's content is on screen, or from the start of the navigation when the
 * step is typing an address. The page notes both times itself, so the figure holds neither the test driver's own
 * work before the tap (waiting for the element to be stable, scrolling it into view) nor its polling interval after
 * (Playwright's waits poll every 500 ms once a wait passes 0.8 s).
 *
 * The step is kept in `sessionStorage`, so a step that loads a new document is still timed across it: every document
 * of the context resumes watching for an unfinished step (`installStepClock`).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { waitUntil } from '../harness/waitUntil.js';

/** A step's content: the first element matching `selector` whose text starts with `text`, on screen. */
export interface StepContent {
  selector: string;
  text?: string;
}

interface StepRecord {
  content: StepContent;
  /** Epoch ms (page clock) of the tap, or of the navigation's start. */
  startedAt: number | null;
  shownAt: number | null;
}

const KEY = 'rt-bench-step';

declare global {
  interface Window {
    __rtStepClock?: () => void;
  }
}

/** In every document: watches, one check per animation frame, for the content of the step in `sessionStorage`. */
function stepClockInPage(key: string): void {
  const read = (): StepRecord | null => JSON.parse(sessionStorage.getItem(key) ?? 'null');
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  let watching = false;
  const check = () => {
    const step = read();
    if (!step || step.shownAt !== null) {
      watching = false;
      return;
    }
    const { selector, text } = step.content;
    const shown = Array.from(document.querySelectorAll(selector)).some(
      (element) => (text === undefined || (element.textContent ?? '').trim().startsWith(text)) && onScreen(element),
    );
    if (shown) {
      sessionStorage.setItem(key, JSON.stringify({ ...step, shownAt: performance.timeOrigin + performance.now() }));
      watching = false;
      return;
    }
    requestAnimationFrame(check);
  };
  window.__rtStepClock = () => {
    if (watching) return;
    watching = true;
    requestAnimationFrame(check);
  };
  document.addEventListener(
    'pointerdown',
    (event) => {
      const step = read();
      if (step && step.startedAt === null)
        sessionStorage.setItem(key, JSON.stringify({ ...step, startedAt: performance.timeOrigin + event.timeStamp }));
    },
    { capture: true },
  );
  if (read()?.shownAt === null) window.__rtStepClock();
}

/** Lets every document of `context` time steps (call once, before its first page). */
export async function installStepClock(context: BrowserContext): Promise<void> {
  // As source text: tsx names nested functions with an `__name` helper the page does not have.
  await context.addInitScript({
    content: `var __name = (fn) => fn; (${stepClockInPage.toString()})(${JSON.stringify(KEY)});`,
  });
}

/**
 * Runs `action` (a tap, or `page.goto` with `byAddress`) and returns the ms the customer waited until `content` was
 * on screen. The page must be on the site already, unless the step is by address.
 */
export async function timeStep(
  page: Page,
  action: () => Promise<unknown>,
  content: StepContent,
  { byAddress = false, timeout = 60_000 } = {},
): Promise<number> {
  // By address the wait starts with the navigation, which is the new document's time origin.
  const begin = ([key, watched, fromNavigation]: [string, StepContent, boolean]) => {
    const step: StepRecord = {
      content: watched,
      startedAt: fromNavigation ? performance.timeOrigin : null,
      shownAt: null,
    };
    sessionStorage.setItem(key, JSON.stringify(step));
    window.__rtStepClock?.();
  };
  if (byAddress) {
    await action();
    await page.evaluate(begin, [KEY, content, true] as [string, StepContent, boolean]);
  } else {
    await page.evaluate(begin, [KEY, content, false] as [string, StepContent, boolean]);
    await action();
  }
  await waitUntil(
    page,
    (key: string) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as StepRecord | null)?.shownAt != null,
    KEY,
    { timeout, interval: 50 },
  );
  const step = await page.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key)!) as StepRecord, KEY);
  if (step.startedAt === null) throw new Error(`no tap was seen before ${content.selector} showed`);
  return step.shownAt! - step.startedAt;
}
