import type { ToastVariant } from '../events/appEvents';
import { eventBus } from '../events/eventBus';

const show = (variant: ToastVariant) => (message: string) => eventBus.emit({ type: 'toast:show', variant, message });

/** Publishes a toast on the bus; only the host (or a standalone bootstrap) renders them. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
