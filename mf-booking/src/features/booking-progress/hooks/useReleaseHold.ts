import { useCallback } from 'react';
import { useApiMutation } from '@reeltime/shared-lib';
import { releaseHold } from '../api/releaseHold';

/**
 * Gives up this tab's hold on a show (`releaseHold`) through `useApiMutation`, silently: the customer has
 * already moved on, and a release that fails leaves the hold to run out at the end of the payment session.
 * Safe to call after the screen unmounted (leaving the page).
 */
export function useReleaseHold(): (slotId: number) => void {
  const { run } = useApiMutation(releaseHold, { error: false });
  return useCallback((slotId: number) => void run(slotId), [run]);
}
