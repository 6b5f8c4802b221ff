import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../harness/browser.js';

/** Lighthouse's whole report of one run (its audits, with their details). */
export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One run's figures and its whole report, for its diagnostics (lighthouseDiagnostics.ts). */
export interface LighthouseRun extends LighthouseFigures {
  report: LighthouseReport;
}

/**
 * What a customer does in the tab before the measured page (log in, pick a show, hold seats);
 * resolves with the URL to measure, which the tab is showing.
 */
export type PrepareTab = (page: Page) => Promise<string>;

/**
 * One Lighthouse mobile run (its defaults: Moto G Power emulation, simulated slow 4G) in a fresh
 * Chromium. With `prepare`, the customer's steps run first in the tab Lighthouse then measures,
 * with storage reset disabled so the login and the seats held stay; the HTTP cache is emptied
 * after the steps so the page still loads cold.
 */
export async function lighthouseMobile(url: string, prepare?: PrepareTab): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    let target = url;
    let page: Awaited<ReturnType<Awaited<ReturnType<typeof puppeteer.connect>>['pages']>>[number] | undefined;
    let disconnect = async () => {};
    if (prepare) {
      const controlled = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = controlled.contexts()[0]!.pages()[0] ?? (await controlled.contexts()[0]!.newPage());
      target = await prepare(tab);
      const session = await tab.context().newCDPSession(tab);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await controlled.close();
      const measuring = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      // The prepared tab shows the page, or a blank page when the steps left it (a page that would ask before
      // being left, such as payment, is measured loaded anew).
      const tabs = await measuring.pages();
      page = tabs.find((candidate) => candidate.url() === target) ?? tabs.find((tab) => tab.url() === 'about:blank');
      if (!page) throw new Error(`the prepared tab is neither on ${target} nor blank`);
      disconnect = () => measuring.disconnect();
    }
    try {
      const result = await lighthouse(
        target,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(prepare),
        },
        undefined,
        page as Parameters<typeof lighthouse>[3],
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${target}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: lhr.categories.performance?.score ?? Number.NaN,
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        report: lhr,
      };
    } finally {
      await disconnect();
    }
  } finally {
    await chrome.kill();
  }
}
