import { useEffect } from 'react';
import { whenPageIdle } from '../utils/whenPageIdle';

/**
 * Fetches what `load` loads (a dialog's or an overlay's code) once the page has loaded and the browser is idle, so
 * the customer's first tap opens it from what is loaded instead of waiting for the network. `null` fetches nothing;
 * `load` should be a stable function (a new one schedules again). A failure is left to the control's own loading.
 */
export function useIdlePrefetch(load: (() => Promise<unknown>) | null): void {
  useEffect(() => {
    if (!load) return undefined;
    return whenPageIdle(() => {
      load().catch(() => undefined);
    });
  }, [load]);
}
