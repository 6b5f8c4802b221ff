import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks the browser's own "Leave site?" question. */
export function useLeavePrompt(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [active]);
}
