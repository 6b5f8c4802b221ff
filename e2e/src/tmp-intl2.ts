import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
const fn = () => {
  const m = new Intl.DateTimeFormat('en-IN', { month: 'short' });
  const w = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
  const l = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  const months = Array.from({ length: 12 }, (_, i) => m.format(new Date(2026, i, 5)));
  const days = Array.from({ length: 7 }, (_, i) => w.format(new Date(2026, 10, 22 + i)));
  const longs = Array.from({ length: 12 }, (_, i) => l.format(new Date(2026, i, 5)));
  return JSON.stringify({ months, days, longs });
};
console.log('chromium', await page.evaluate(fn));
console.log('node    ', fn());
await browser.close();
