import { useState } from 'react';
import { toApiError } from '@reeltime/shared-lib';

/** Runs a save, keeping whether it is under way and the API's message when it fails (shown next to the form). */
export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError('');
    try {
      return await action();
    } catch (failure) {
      const { status, message } = toApiError(failure);
      // A 401 is the API client's to end (logout and its toast).
      if (status !== 401) setError(message || (status === 0 ? 'Could not reach ReelTime. Check the connection and try again.' : 'This could not be saved. Please try again.'));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
