import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './harness/browser.js';

const { shellUrl } = JSON.parse(fs.readFileSync('/tmp/site.json', 'utf8'));
const route = process.argv[2] ?? '/movies/1';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
for (let run = 0; run < Number(process.argv[3] ?? 2); run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto(shellUrl + route, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents as any[];
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  // renderer main thread: the thread with most RunTask of the page's process
  const byThread = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const navStart = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming')?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const candidates = [...byThread].sort((a, b) => b[1] - a[1]);
  const [pid, tid] = candidates[0]![0].split(':').map(Number);
  const t0 = (fcp?.ts ?? 0);
  const mainEvents = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = mainEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000);
  console.log(`run ${run}: FCP @${fcp ? ((fcp.ts - (navStart ?? fcp.ts)) / 1000).toFixed(0) : '?'} ms; LCP candidates ${lcps.length}`);
  let tbt = 0;
  for (const task of tasks) {
    const inside = mainEvents.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const kinds = new Map<string, number>();
    // direct-ish children only: first-level by name
    for (const e of inside) {
      if (['EvaluateScript', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'v8.compile', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'Paint', 'PrePaint', 'ParseAuthorStyleSheet', 'TimerFire', 'FireAnimationFrame', 'XHRReadyStateChange', 'v8.run', 'HandlePostMessage', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule', 'Layerize', 'Commit'].includes(e.name)) {
        const key = e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).replace(/^https?:\/\/[^/]+/, '') : '');
        kinds.set(key, (kinds.get(key) ?? 0) + e.dur / 1000);
      }
    }
    const after = task.ts > t0;
    if (after) tbt += task.dur / 1000 - 50;
    console.log(`  task @${((task.ts - (navStart ?? 0)) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(0)} ms ${after ? '(after FCP)' : ''}: ` + [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
  }
  console.log(`  TBT-like (after FCP, observed): ${tbt.toFixed(0)} ms`);
  await context.close();
}
await browser.close();
