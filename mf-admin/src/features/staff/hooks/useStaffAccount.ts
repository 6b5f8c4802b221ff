import { useCallback, useEffect, useState } from 'react';
import { clearSession, toApiError, useAuth } from '@reeltime/shared-lib';
import { fetchStaffAccount, type StaffAccount } from '../api/staffApi';

export const NOT_STAFF_MESSAGE = 'This account is not a staff account.';

export type StaffSession =
  | { status: 'signed-out' }
  | { status: 'checking' }
  | { status: 'staff'; account: StaffAccount }
  | { status: 'not-staff' }
  | { status: 'failed'; message: string };

/**
 * Who is signed in, as the staff pages see it: the shared session's token is asked for its staff
 * account, so a customer's token reads as 'not-staff' and an expired one signs out.
 */
export function useStaffAccount(): { session: StaffSession; retry: () => void } {
  const { token } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [session, setSession] = useState<StaffSession>({ status: token ? 'checking' : 'signed-out' });

  useEffect(() => {
    if (!token) {
      setSession({ status: 'signed-out' });
      return undefined;
    }
    const controller = new AbortController();
    setSession({ status: 'checking' });
    fetchStaffAccount(controller.signal).then(
      (account) => setSession({ status: 'staff', account }),
      (error: unknown) => {
        const { status, message, cancelled } = toApiError(error);
        if (cancelled) return;
        if (status === 401) clearSession();
        else if (status === 403) setSession({ status: 'not-staff' });
        else setSession({ status: 'failed', message: message || 'Could not reach ReelTime. Check the connection and try again.' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { session, retry };
}
