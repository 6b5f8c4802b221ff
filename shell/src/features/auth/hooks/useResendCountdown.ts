import { useCallback, useEffect, useState } from 'react';

/** A code can be sent again after 30 seconds. */
export const RESEND_SECONDS = 30;

/** Seconds left before "Resend OTP" is allowed; `start()` restarts it, `cancel()` stops it. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback(() => setSecondsLeft(RESEND_SECONDS), []);
  const cancel = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, cancel };
}
