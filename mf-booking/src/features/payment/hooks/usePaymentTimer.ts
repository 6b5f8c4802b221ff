import { useEffect, useState } from 'react';
import { BOOKING_STORAGE_KEYS } from '@reeltime/shared-lib';

export const PAYMENT_SESSION_SECONDS = 600;

function deadline(): number {
  const stored = Number(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.paymentTimer));
  if (stored > 0) return stored;
  const fresh = Date.now() + PAYMENT_SESSION_SECONDS * 1000;
  window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.paymentTimer, String(fresh));
  return fresh;
}

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Seconds left in the payment session. The deadline lives in session storage, so a re-render or
 * a revisit within the session does not restart the clock; it stops while `running` is false.
 */
export function usePaymentTimer(running: boolean): number {
  const [end] = useState(deadline);
  const [left, setLeft] = useState(() => secondsUntil(end));

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const next = secondsUntil(end);
      setLeft(next);
      if (next === 0) {
        window.sessionStorage.removeItem(BOOKING_STORAGE_KEYS.paymentTimer);
        clearInterval(timer);
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, end]);

  return left;
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
