import { apiClient, authStore, getRuntimeConfig } from '@reeltime/shared-lib';
import { heldShow } from '../heldShow';

const holdPath = (slotId: number) => `/api/bookings/hold?slotId=${slotId}`;

function forgetIfHeld(slotId: number): void {
  if (heldShow.read() === slotId) heldShow.forget();
}

/**
 * `DELETE /api/bookings/hold`: gives up this user's unpaid hold on the show when the booking is abandoned, so
 * everyone else sees the seats free at once. Sent through `useReleaseHold`.
 */
export async function releaseHold(slotId: number): Promise<void> {
  forgetIfHeld(slotId);
  await apiClient.delete(holdPath(slotId));
}

/**
 * The same call while the page is being unloaded (tab closed, reloaded, another site): a `keepalive` fetch
 * outlives the page, and unlike `sendBeacon` it can carry the Authorization header. It stays outside
 * `useApiMutation` because a page being torn down has no screen left to show busy or a toast on.
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
