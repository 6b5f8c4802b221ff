import { type AppContext, onePerApp } from '../../app-context.js';
import { forbidden } from '../../http/errors.js';
import { AdmissionSigner } from './admission-token.js';
import { onSaleShowsFor } from './on-sale-shows.js';

/** The request header that carries the admission token to holds and payments. */
export const ADMISSION_HEADER = 'x-admission-token';
export const NOT_ADMITTED_MESSAGE =
  'Tickets for this show are sold through its waiting room. Please join the queue; you can pick seats once it is your turn.';
export const ADMISSION_INVALID_MESSAGE =
  'Your turn to book this show has expired or belongs to another show or account. Please return to the queue.';

/** The signer of this app's admission tokens (its key is derived from the app's secret). */
export const admissionSignerFor: (ctx: AppContext) => AdmissionSigner = onePerApp(
  (ctx) => new AdmissionSigner(ctx.codeHashKey),
);

/**
 * Refuses (403) a hold or a payment of an on-sale show unless the caller presents a valid admission token for that
 * show and account. The token is checked without the database; shows without a waiting room pass untouched.
 */
export function admissionCheck(
  ctx: AppContext,
): (userId: number, showId: number, token: string | string[] | undefined) => Promise<void> {
  const signer = admissionSignerFor(ctx);
  const onSale = onSaleShowsFor(ctx);
  return async (userId, showId, token) => {
    const admission = typeof token === 'string' ? signer.verify(token, ctx.now()) : null;
    if (admission && admission.showId === showId && admission.userId === userId) return;
    if (!(await onSale.has(showId))) return;
    throw forbidden(token === undefined ? NOT_ADMITTED_MESSAGE : ADMISSION_INVALID_MESSAGE);
  };
}
