import { useEffect, useRef } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's own "Leave site?" question, and `onUnload`
 * runs when the page really goes (`pagehide`: the user confirmed, or the browser did not ask).
 */
export function useLeavePrompt(active: boolean, onUnload?: () => void): void {
  const latest = useRef(onUnload);
  latest.current = onUnload;

  useEffect(() => {
    if (!active) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari only prompt when returnValue is set.
      event.returnValue = '';
    };
    const unload = () => latest.current?.();
    window.addEventListener('beforeunload', prompt);
    window.addEventListener('pagehide', unload);
    return () => {
      window.removeEventListener('beforeunload', prompt);
      window.removeEventListener('pagehide', unload);
    };
  }, [active]);
}
