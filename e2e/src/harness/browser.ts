import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './site.js';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags Chromium needs on this machine (headless as root: no sandbox, no GPU, no QUIC, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const VIOLATION_PREFIX = 'CSP violation:';

/**
 * Every document of the context reports each Content-Security-Policy violation it sees (the
 * `securitypolicyviolation` event) to the console; Chromium's own "Refused to …" console lines
 * catch the rest (workers, for instance). Both are collected into `violations`.
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition !== 'enforce') return;
      const blocked = event.blockedURI || 'inline';
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${blocked} on ${location.href} (${event.sourceFile || 'page'}:${event.lineNumber})`,
      );
    });
  }, VIOLATION_PREFIX);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX) || /^Refused to .*Content Security Policy/s.test(text)) {
      violations.push(`${message.page()?.url() ?? 'worker'}: ${text.split('\n', 1)[0]}`);
    }
  });
}

/**
 * Debian's Chromium, headless, watching for Content-Security-Policy violations in every page it
 * opens: `close()` closes it and then fails with the list of violations, if any, so a journey that
 * meets one fails (journeys close the browser last in their `after`).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const violations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  const close = browser.close.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context, violations);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Browser.newPage: closing the page closes its own context.
    page.on('close', () => {
      context.close().catch(() => undefined);
    });
    return page;
  };
  browser.close = async (options) => {
    await close(options);
    if (violations.length > 0) {
      throw new Error(
        `Content-Security-Policy violations (${violations.length}):\n${[...new Set(violations)].join('\n')}`,
      );
    }
  };
  return browser;
}

export const SCREENSHOT_DIR = path.join(ROOT, 'e2e/screenshots');

/** Saves a full-page screenshot as e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What the user sees without scrolling, as e2e/screenshots/<name>.png, once dialogs have faded in. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}
