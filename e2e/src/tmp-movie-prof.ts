import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { startSite } from './harness/site.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';
import { untilServerWarm } from './harness/untilServerWarm.js';

const site = JSON.parse(fs.readFileSync('/tmp/site.json','utf8'));
{
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const route = process.argv[2] ?? '/movies/1';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(site.shellUrl + route, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/movie.cpuprofile', JSON.stringify(profile));
  await browser.close();
}
