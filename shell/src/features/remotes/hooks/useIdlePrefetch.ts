import { useEffect } from 'react';
import { whenPageInUse } from '../utils/whenPageInUse';

/**
 * Fetches what `load` loads (a dialog's or an overlay's code) once the page has loaded, the customer has started
 * using it and the browser is idle, so the customer's first tap opens it from what is loaded instead of waiting
 * for the network, while a page only looked at costs its own bytes alone. `null` fetches nothing; `load` should be
 * a stable function (a new one schedules again). A failure is left to the control's own loading.
 */
export function useIdlePrefetch(load: (() => Promise<unknown>) | null): void {
  useEffect(() => {
    if (!load) return undefined;
    return whenPageInUse(() => {
      load().catch(() => undefined);
    });
  }, [load]);
}
