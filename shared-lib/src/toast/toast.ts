import type { ToastVariant } from '../events/appEvents';
import { eventBus } from '../events/eventBus';

export interface ToastOptions {
  /** Names a toast that may stop applying (e.g. "select a seat" once one is chosen): `toast.dismiss(key)` takes it away. */
  key?: string;
}

const show =
  (variant: ToastVariant) =>
  (message: string, options: ToastOptions = {}) =>
    eventBus.emit({ type: 'toast:show', variant, message, ...(options.key ? { key: options.key } : {}) });

/** Publishes a toast on the bus; only the host (or a standalone bootstrap) renders them. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Takes away the toast shown with this key, if it is still up (or still waiting to be shown). */
  dismiss: (key: string) => eventBus.emit({ type: 'toast:dismiss', key }),
};
