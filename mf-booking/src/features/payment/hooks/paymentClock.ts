import { useEffect, useState, useSyncExternalStore } from 'react';
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
 * The payment session's seconds left, outside React state: a tick re-renders only the clocks that show it
 * (`useSecondsLeft`), never the page and its card fields.
 */
export interface PaymentClock {
  secondsLeft(): number;
  subscribe(listener: () => void): () => void;
}

interface TickingClock extends PaymentClock {
  tick(): number;
}

function createClock(end: number): TickingClock {
  let left = secondsUntil(end);
  const listeners = new Set<() => void>();
  return {
    secondsLeft: () => left,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tick() {
      const next = secondsUntil(end);
      if (next !== left) {
        left = next;
        listeners.forEach((listener) => listener());
      }
      return left;
    },
  };
}

/**
 * The payment session's clock and whether it ran out. The deadline lives in session storage, so a re-render or a
 * revisit within the session does not restart the clock; it stops while `running` is false. The caller re-renders
 * only when the session expires.
 */
export function usePaymentClock(running: boolean): { clock: PaymentClock; expired: boolean } {
  const [clock] = useState(() => createClock(deadline()));
  const expired = useSyncExternalStore(clock.subscribe, () => clock.secondsLeft() === 0);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (clock.tick() > 0) return;
      window.sessionStorage.removeItem(BOOKING_STORAGE_KEYS.paymentTimer);
      clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [running, clock]);

  return { clock, expired };
}

/** The seconds a clock shows; the component using it re-renders each second, on its own. */
export function useSecondsLeft(clock: PaymentClock): number {
  return useSyncExternalStore(clock.subscribe, clock.secondsLeft);
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
