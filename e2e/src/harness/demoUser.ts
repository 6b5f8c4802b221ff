import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The customer the seed creates (README "Demo logins"). */
export const DEMO = { email: 'demo@reeltime.app', password: 'demo1234' };

/** Logs the demo customer in through the header's Login dialog, as a user does; resolves once the header greets them. */
export async function logInAsDemo(page: Page, shellUrl: string): Promise<void> {
  await page.goto(shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Login/Signup' }).click();
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email or Mobile Number').fill(DEMO.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
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
