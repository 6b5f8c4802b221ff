import { AUTH_EXPIRED_MESSAGE, clearSession, toast } from '@reeltime/shared-lib';

/** SPEC §4/§8: a 401 on any profile call ends the session. */
export function expireSession(): void {
  clearSession();
  toast.error(AUTH_EXPIRED_MESSAGE);
}
