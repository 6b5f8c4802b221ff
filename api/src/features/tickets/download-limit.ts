import type { AppContext } from '../../app-context.js';

/**
 * Counts one ticket file download (PDF or calendar invite) of an account, found or not; 429 with Retry-After
 * once the account is over its window. One budget for both files, in every API process.
 */
export function countTicketDownload(ctx: AppContext, userId: number): Promise<void> {
  return ctx.limiter.consume([
    { key: `ticket-download:account:${userId}`, rule: ctx.config.bookingOutput.downloadAccount },
  ]);
}
