import type { Page } from 'playwright-core';

/**
 * Waits until `predicate` returns a truthy value in the page, polling every `interval` ms, and fails
 * after `timeout` ms. `page.waitForFunction` cannot be used on this site: Playwright runs its
 * predicate through `eval` in the page, which the pages' Content-Security-Policy refuses; a plain
 * `page.evaluate` goes through the debugger and is not subject to it.
 */
export async function waitUntil<Arg>(
  page: Page,
  predicate: (arg: Arg) => unknown,
  arg: Arg,
  { timeout = 30_000, interval = 100 }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation in between destroys the context the check ran in: that only means "not yet".
    const done = await page.evaluate(predicate as (value: unknown) => unknown, arg as unknown).catch(() => false);
    if (done) return;
    if (Date.now() >= deadline) throw new Error(`condition not met within ${timeout} ms`);
    await page.waitForTimeout(interval);
  }
}
