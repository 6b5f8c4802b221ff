import { getQueueStatus } from '../api/queueStatus';

/** This tab's admission tokens, by show: what holds and payments of an on-sale show must carry. */
export const ADMISSION_STORAGE_KEY = 'reeltime.admissions';
/** A token this close to its expiry is renewed before it is sent. */
const RENEW_BEFORE_MS = 60_000;

interface StoredAdmission {
  token: string;
  expiresAt: string;
}

function readAll(): Record<string, StoredAdmission> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(ADMISSION_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredAdmission>) : {};
  } catch {
    return {};
  }
}

export const admissionTokens = {
  /** The show's token while it has more than a minute left. */
  current(showId: number): string | null {
    const stored = readAll()[showId];
    return stored && Date.parse(stored.expiresAt) - Date.now() > RENEW_BEFORE_MS ? stored.token : null;
  },
  /** Whether this tab was admitted to the show (its token may have expired since). */
  admitted(showId: number): boolean {
    return showId in readAll();
  },
  remember(showId: number, token: string, expiresAt: string): void {
    window.sessionStorage.setItem(
      ADMISSION_STORAGE_KEY,
      JSON.stringify({ ...readAll(), [showId]: { token, expiresAt } }),
    );
  },
  forget(showId: number): void {
    const all = readAll();
    delete all[showId];
    window.sessionStorage.setItem(ADMISSION_STORAGE_KEY, JSON.stringify(all));
  },
};

/**
 * The header a hold or payment of the show carries: the tab's admission token, renewed from the queue when it is
 * about to expire; nothing for a show this tab was never admitted to (shows sold without a queue).
 */
export async function admissionHeaders(showId: number): Promise<Record<string, string>> {
  if (!admissionTokens.admitted(showId)) return {};
  let token = admissionTokens.current(showId);
  if (!token) {
    const status = await getQueueStatus(showId).catch(() => null);
    if (status?.state === 'ADMITTED' && status.admissionToken && status.admissionExpiresAt) {
      admissionTokens.remember(showId, status.admissionToken, status.admissionExpiresAt);
      token = status.admissionToken;
    }
  }
  return token ? { 'X-Admission-Token': token } : {};
}
