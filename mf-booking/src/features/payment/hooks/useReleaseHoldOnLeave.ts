import { useEffect, useRef } from 'react';
import { useReleaseHold } from '../../booking-progress/hooks/useReleaseHold';
import { heldShow } from '../../booking-progress/heldShow';

/**
 * Leaving the payment page inside the app without its dialog — the browser's Back button, a header or footer
 * link, the logo — abandons the booking: the hold on `slotId` is released for everyone, as "Yes, Leave" does.
 * Nothing is sent while `mayRelease` says no (a payment in flight or done), nor when this tab no longer holds
 * the show (already released by the dialog, the countdown or a refresh, or paid).
 */
export function useReleaseHoldOnLeave(slotId: number, mayRelease: () => boolean): void {
  const latest = useRef(mayRelease);
  latest.current = mayRelease;
  const mounted = useRef(false);
  const releaseHold = useReleaseHold();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Decided a moment later: a development re-mount (StrictMode) runs this cleanup and mounts again at once.
      queueMicrotask(() => {
        if (mounted.current || !latest.current() || heldShow.read() !== slotId) return;
        releaseHold(slotId);
      });
    };
  }, [slotId, releaseHold]);
}
