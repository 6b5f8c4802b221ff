import type { ApiAnswer } from '@reeltime/contract';
import { apiClient, toApiError, useAuth, useUserQuery } from '@reeltime/shared-lib';

const STAFF_ACCOUNT_PATH = '/api/admin/me';

export type BackOfficeRole = StaffAccount['role'];

/** The signed-in back-office account: its role (admin: the whole chain; manager: runs its cinemas; staff: admits
 * tickets at its cinemas) and the cinemas it works for (`allCinemas`, always for an admin, or `cinemas`). */
export type StaffAccount = ApiAnswer<'/api/admin/me'>;

/** `GET /api/admin/me`: the staff account behind the session's token (403 for a customer's). */
export async function fetchStaffAccount(): Promise<StaffAccount> {
  const { data } = await apiClient.get<StaffAccount>(STAFF_ACCOUNT_PATH);
  return data;
}

export const NOT_STAFF_MESSAGE = 'This account cannot use the back office.';

export type StaffSession =
  | { status: 'signed-out' }
  | { status: 'checking' }
  | { status: 'staff'; account: StaffAccount }
  /** A customer's account, or a staff account the API refuses (e.g. assigned to no cinema): `message` says which. */
  | { status: 'not-staff'; message: string }
  | { status: 'failed'; message: string };

/**
 * Who is signed in, as the staff pages see it: the shared session's token is asked for its staff account
 * (from the shared query cache, dropped at logout), so a customer's token reads as 'not-staff'. An expired
 * token is the API client's to end (logout and its toast), which reads as 'signed-out'.
 */
export function useStaffAccount(): { session: StaffSession; retry: () => void } {
  const { token } = useAuth();
  const { data, error, isValidating, mutate } = useUserQuery(STAFF_ACCOUNT_PATH, fetchStaffAccount);
  const retry = () => void mutate();
  return { session: token ? staffSession(data, error, isValidating) : { status: 'signed-out' }, retry };
}

function staffSession(account: StaffAccount | undefined, error: unknown, validating: boolean): StaffSession {
  if (account) return { status: 'staff', account };
  if (error === undefined) return { status: 'checking' };
  const { status, message } = toApiError(error);
  if (status === 403) return { status: 'not-staff', message: message || NOT_STAFF_MESSAGE };
  if (validating || status === 401) return { status: 'checking' };
  return { status: 'failed', message: message || 'Could not reach ReelTime. Check the connection and try again.' };
}
