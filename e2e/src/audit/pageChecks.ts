import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = (require('axe-core') as { source: string }).source;

/** One layout shift the user did not cause, with the elements that moved. */
interface Shift {
  time: number;
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** A serious or critical axe finding, short enough to print. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Every layout shift of the document so far that the user did not cause (a buffered `layout-shift`
 * PerformanceObserver; shifts right after input excluded), with what moved. A string, not a function:
 * tsx would add helpers to a function that do not exist in the page.
 */
const READ_SHIFTS = `new Promise((resolve) => {
  const name = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).slice(0, 2).map((c) => '.' + c).join('') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes;
  };
  const observer = new PerformanceObserver((list) => {
    observer.disconnect();
    resolve(list.getEntries().filter((entry) => !entry.hadRecentInput).map((entry) => ({
      time: entry.startTime, value: entry.value, sources: (entry.sources || []).map((source) => name(source.node)),
    })));
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => { observer.disconnect(); resolve([]); }, 300);
})`;

/** Now, on the page's clock: pass it to `layoutShiftScore` to measure an in-app navigation. */
export function clockNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Cumulative Layout Shift as Chromium reports it (the largest session window: shifts less than
 * 1 s apart, at most 5 s long) over the shifts after `since`, plus what moved in the worst shifts.
 */
export async function layoutShiftScore(page: Page, since = 0): Promise<{ cls: number; movers: string[] }> {
  const shifts = ((await page.evaluate(READ_SHIFTS)) as Shift[]).filter((shift) => shift.time >= since);
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.time - previous > 1000 || shift.time - windowStart > 5000) {
      current = 0;
      windowStart = shift.time;
    }
    current += shift.value;
    previous = shift.time;
    best = Math.max(best, current);
  }
  const movers = [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((shift) => `${shift.value.toFixed(3)}@${Math.round(shift.time)}ms ${shift.sources.join(' ')}`);
  return { cls: Number(best.toFixed(4)), movers };
}

/**
 * How many CSS px the page is wider than the screen, and the elements that stick out. Measured
 * against the device width: on a phone (`isMobile`) a page that is too wide also widens
 * `innerWidth` (the browser zooms out), so `scrollWidth <= innerWidth` alone would pass.
 */
export async function horizontalOverflow(
  page: Page,
  screenWidth: number,
): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const overflow = Math.max(document.documentElement.scrollWidth, window.innerWidth) - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 0.5 && box.width > 0) {
          const classes =
            typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
          culprits.push(
            `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(box.right)}`,
          );
        }
      }
    }
    return { overflow: Math.max(0, overflow), culprits: culprits.slice(-4) };
  }, screenWidth);
}

/** axe-core over the whole document (open dialogs included): only the serious and critical findings. */
export async function seriousAxeFindings(page: Page): Promise<Finding[]> {
  // Evaluated by the browser's debugger, not as an inline <script> (the page's CSP refuses those).
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async () => (await window.axe!.run(document, { resultTypes: ['violations'] })).violations,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.map(String).join(' ')),
    }));
}
