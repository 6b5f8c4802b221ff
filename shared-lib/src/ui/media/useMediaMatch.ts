import { useSyncExternalStore } from 'react';

/** Whether `query` matches now, following changes (false where the browser has no `matchMedia`). */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
