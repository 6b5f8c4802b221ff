import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The customer the seed creates (README "Demo logins and test cards"). */
export const DEMO = { email: 'demo@reeltime.app', password: 'demo1234' };

/**
 * Logs a customer in through the Login dialog, as a user does: from the header on a wide screen, from the menu on a
 * phone (where the header has no room for it). Resolves once the dialog has closed on a logged-in site.
 */
export async function logIn(page: Page, shellUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(shellUrl);
  const header = page.getByRole('banner');
  const inHeader = header.getByRole('button', { name: 'Login/Signup' });
  const menu = header.getByRole('button', { name: 'Open menu' });
  await inHeader.or(menu).first().waitFor({ timeout: 15_000 });
  if (await inHeader.isVisible()) {
    await inHeader.click();
  } else {
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login/Signup' }).click();
  }
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email or Mobile Number').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await login.waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Logs the demo customer in through the header's Login dialog, as a user does; resolves once the header greets them. */
export async function logInAsDemo(page: Page, shellUrl: string): Promise<void> {
  await logIn(page, shellUrl, DEMO);
  await page.getByRole('banner').getByText(/^Hi, /).waitFor({ timeout: 15_000 });
}

/** The demo customer's API token, from `POST /api/auth/login` (for what a test sets up behind the browser's back). */
export async function demoToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  const { token } = (await response.json()) as { token?: string };
  assert.ok(token, `the demo user logs in: ${response.status}`);
  return token;
}
