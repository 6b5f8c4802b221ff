import { useSyncExternalStore } from 'react';

/** The booking pages' phone layout (sticky Proceed and Pay bars): below 900 px. */
export const PHONE_QUERY = '(max-width: 899.95px)';

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
