import { apiClient, authStore, getRuntimeConfig } from '@reeltime/shared-lib';
import { heldShow } from '../heldShow';

const holdPath = (slotId: number) => `/api/bookings/hold?slotId=${slotId}`;

function forgetIfHeld(slotId: number): void {
  if (heldShow.read() === slotId) heldShow.forget();
}

/**
 * `DELETE /api/bookings/hold`: gives up this user's unpaid hold on the show when the booking is abandoned, so
 * everyone else sees the seats free at once. Never throws: a release that fails leaves the hold to run out.
 */
export async function releaseHold(slotId: number): Promise<void> {
  forgetIfHeld(slotId);
  try {
    await apiClient.delete(holdPath(slotId));
  } catch {
    // The hold runs out by itself at the end of the payment session.
  }
}

/**
 * The same call while the page is being unloaded (tab closed, reloaded, another site): a `keepalive` fetch
 * outlives the page, and unlike `sendBeacon` it can carry the Authorization header.
 */
export function releaseHoldOnUnload(slotId: number): void {
  const { token } = authStore.get();
  if (!token) return;
  forgetIfHeld(slotId);
  const url = `${getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '')}${holdPath(slotId)}`;
  fetch(url, { method: 'DELETE', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}
