import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** README: the card that pays (any future expiry, any 3-digit CVV, any name). */
export const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Demo User' };

/** Fills the payment page with the test card as a customer types it and pays; resolves on "Payment Successful!". */
export async function payWithTestCard(page: Page): Promise<void> {
  await page.getByLabel('Card Number').fill(TEST_CARD.number);
  await page.getByLabel('Expiry (MM/YY)').pressSequentially(TEST_CARD.expiry.replace('/', ''));
  assert.equal(await page.getByLabel('Expiry (MM/YY)').inputValue(), TEST_CARD.expiry);
  await page.getByLabel('CVV').fill(TEST_CARD.cvv);
  await page.getByLabel('Cardholder Name').fill(TEST_CARD.name);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
}
