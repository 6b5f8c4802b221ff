/**
 * A movie link opened cold on a phone over Slow 4G, the way people open one from a chat app: when the
 * film's title, its poster and the first usable showtime appear, when the page's own (React) content is
 * up, and the page's LCP and layout shift. A timeline from the page itself: a script installed before the
 * HTML is parsed checks every animation frame what is on screen (visible, not faded out) and notes the
 * time since the navigation started.
 *
 * Slow 4G as DevTools defines it (562.5 ms round trip, 1.44 Mbps down, 675 kbps up), a 390 × 844 phone,
 * a fresh browser context per run (nothing cached); 4× CPU slowdown with `cpuSlowdown: 4`.
 */
import type { Browser } from 'playwright-core';

export interface SlowLinkTimeline {
  titleMs: number | null;
  posterMs: number | null;
  showtimeMs: number | null;
  pageMs: number | null;
  lcpMs: number | null;
  cls: number;
}

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1000 * 1000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};

declare global {
  interface Window {
    __slowLink?: SlowLinkTimeline;
  }
}

/** Installed before any of the page's HTML is parsed: notes the first frame each milestone is on screen. */
function watchMilestones(): void {
  const timeline: SlowLinkTimeline = {
    titleMs: null,
    posterMs: null,
    showtimeMs: null,
    pageMs: null,
    lcpMs: null,
    cls: 0,
  };
  window.__slowLink = timeline;
  const shown = (element: Element | null | undefined): boolean => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top >= window.innerHeight * 3) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const showtimes = 'a[href*="/seat-selection"], [role="group"][aria-label^="Showtimes at"] button:not([disabled])';
  const check = () => {
    const now = Math.round(performance.now());
    if (
      timeline.titleMs === null &&
      Array.from(document.querySelectorAll('h1')).some((heading) => heading.textContent?.trim() && shown(heading))
    )
      timeline.titleMs = now;
    if (
      timeline.posterMs === null &&
      Array.from(document.querySelectorAll<HTMLImageElement>('img[alt$=" poster"]')).some(
        (image) => image.complete && image.naturalWidth > 0 && shown(image),
      )
    ) {
      timeline.posterMs = now;
    }
    if (timeline.showtimeMs === null && Array.from(document.querySelectorAll(showtimes)).some(shown))
      timeline.showtimeMs = now;
    if (timeline.pageMs === null && document.querySelector('.rt-movie-detail>:not(button):not(.rt-skel)'))
      timeline.pageMs = now;
    if (timeline.pageMs === null || timeline.showtimeMs === null || timeline.posterMs === null)
      requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timeline.lcpMs = Math.round(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) timeline.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One cold load of `url` over Slow 4G; resolves once the page's own content is up (or after `timeoutMs`) and a second more. */
export async function slowLinkOnce(
  browser: Browser,
  url: string,
  { cpuSlowdown = 1, timeoutMs = 60_000 } = {},
): Promise<SlowLinkTimeline> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // As source text: tsx names nested functions with an `__name` helper the page does not have.
    await context.addInitScript({ content: `var __name = (fn) => fn; (${watchMilestones.toString()})();` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page
      .waitForFunction(() => window.__slowLink?.pageMs != null && window.__slowLink.showtimeMs != null, undefined, {
        timeout: timeoutMs,
        polling: 250,
      })
      .catch(() => undefined);
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => ({ ...window.__slowLink! }));
  } finally {
    await context.close();
  }
}

const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(2));

/** Prints the timeline of `runs` cold loads of each of `paths` and their medians (goal: title and poster ≤ 3 s, showtime ≤ 5 s). */
export async function printSlowLinks(
  browser: Browser,
  shellUrl: string,
  paths: string[],
  { runs = 3, cpuSlowdown = 1 } = {},
): Promise<void> {
  console.log(
    `A link opened cold on a phone over Slow 4G${cpuSlowdown > 1 ? ` with ${cpuSlowdown}× CPU slowdown` : ''}, seconds after the tap (goal: title and poster ≤ 3, a usable showtime ≤ 5):`,
  );
  console.log(
    `  ${'route'.padEnd(12)} ${'title'.padStart(6)} ${'poster'.padStart(7)} ${'showtime'.padStart(9)} ${'page up'.padStart(8)} ${'LCP'.padStart(6)} ${'CLS'.padStart(6)}`,
  );
  for (const route of paths) {
    const results: SlowLinkTimeline[] = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await slowLinkOnce(browser, `${shellUrl}${route}`, { cpuSlowdown }));
    const median = (key: keyof SlowLinkTimeline) => {
      const values = results.map((result) => result[key]);
      if (values.some((value) => value === null)) return null;
      return [...(values as number[])].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    };
    const cls = median('cls') ?? 0;
    console.log(
      `  ${route.padEnd(12)} ${seconds(median('titleMs')).padStart(6)} ${seconds(median('posterMs')).padStart(7)} ${seconds(median('showtimeMs')).padStart(9)} ` +
        `${seconds(median('pageMs')).padStart(8)} ${seconds(median('lcpMs')).padStart(6)} ${cls.toFixed(3).padStart(6)}   (median of ${runs})`,
    );
  }
  console.log('');
}
