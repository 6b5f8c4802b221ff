import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
for (let i = 0; i < 3; i++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('about:blank');
  console.log(await page.evaluate(() => {
    const t0 = performance.now();
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const t1 = performance.now();
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const t2 = performance.now();
    new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1 }); new Intl.NumberFormat('en', { notation: 'compact' });
    const t3 = performance.now();
    new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
    const t4 = performance.now();
    return { date: t1 - t0, money: t2 - t1, rest: t3 - t2, date2: t4 - t3 };
  }));
  await page.close();
}
await browser.close();
