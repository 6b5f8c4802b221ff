import { lazyDialog } from '@reeltime/shared-lib';

const loadDialogs = () => import('./PaymentDialogs');

/** The payment page's dialogs (PaymentDialogs.tsx), each fetched when it first opens. */
export const LeavePaymentDialog = lazyDialog(() => loadDialogs().then((module) => module.LeavePaymentDialog));
export const RefreshWarningDialog = lazyDialog(() => loadDialogs().then((module) => module.RefreshWarningDialog));
export const SessionExpiredDialog = lazyDialog(() => loadDialogs().then((module) => module.SessionExpiredDialog));
