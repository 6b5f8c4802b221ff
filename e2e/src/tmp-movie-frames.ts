import { chromium } from 'playwright-core';
import { startSite } from './harness/site.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';
import { untilServerWarm } from './harness/untilServerWarm.js';
import { observeLongFrames, describeFrames, framesBetween } from './bench/longFrames.js';

const site = await startSite();
try {
  await untilServerWarm(site.shellUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const route = process.argv[2] ?? '/movies/1';
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(observeLongFrames);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(site.shellUrl + route, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const frames = await framesBetween(page, 0, 1e9);
    const dom = await page.evaluate(() => document.querySelectorAll('*').length);
    console.log(`run ${run}: ${frames.length} long frames, DOM ${dom} elements`);
    for (const [i, line] of describeFrames(frames).entries()) console.log(`  @${frames[i]!.startTime.toFixed(0)} ${line}`);
    await context.close();
  }
  await browser.close();
} finally {
  await site.stop();
}
