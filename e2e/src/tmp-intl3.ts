import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const cases: Record<string, string> = {
  'localeCompare': "['Mumbai','Chennai','Bengaluru','PVR Phoenix','INOX'].sort((a, b) => a.localeCompare(b))",
  'en-IN plain': "new Intl.NumberFormat('en-IN')",
};
for (const [name, code] of Object.entries(cases)) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('about:blank');
    times.push(await page.evaluate((c) => { const t0 = performance.now(); (0, eval)(c); return performance.now() - t0; }, code));
    await page.close();
  }
  console.log(name.padEnd(24), times.map((t) => t.toFixed(0)).join(' / '));
}
await browser.close();
