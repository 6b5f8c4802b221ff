import type { AppContext } from '../../app-context.js';
import type { LimitCheck } from '../limits/rate-limiter.js';
import type { BackOfficeUser } from './access.js';

/** What a scanner device calls itself: a random id it generated once (a UUID fits). */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The scan budget a request spends: its staff account's on its scanner device, so whoever else holds a
 * shared door account cannot spend the budget of the real doors. Requests without a well-formed device id
 * (old or hand-made clients) share one small budget per account, never a real device's.
 */
export function scanBudget(
  ctx: AppContext,
  staff: Pick<BackOfficeUser, 'id'>,
  deviceId: string | undefined,
): LimitCheck {
  const device = deviceId !== undefined && DEVICE_ID.test(deviceId) ? deviceId : undefined;
  return device
    ? { key: `scan:device:${staff.id}:${device}`, rule: ctx.config.limits.scanAccount }
    : { key: `scan:no-device:${staff.id}`, rule: ctx.config.limits.scanWithoutDevice };
}
