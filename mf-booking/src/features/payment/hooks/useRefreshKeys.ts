import { useEffect, useRef } from 'react';

/** F5, Ctrl+R or Cmd+R (with or without Shift; `code` also catches non-Latin keyboard layouts). */
export function isRefreshShortcut(event: KeyboardEvent): boolean {
  if (event.key === 'F5') return true;
  const withModifier = event.ctrlKey || event.metaKey;
  return withModifier && (event.key.toLowerCase() === 'r' || event.code === 'KeyR');
}

/** While `active`, the refresh shortcuts do not reload the page but call `onAttempt`. */
export function useRefreshKeys(active: boolean, onAttempt: () => void): void {
  const latest = useRef(onAttempt);
  latest.current = onAttempt;

  useEffect(() => {
    if (!active) return;
    const intercept = (event: KeyboardEvent) => {
      if (!isRefreshShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', intercept, { capture: true });
    return () => window.removeEventListener('keydown', intercept, { capture: true });
  }, [active]);
}
