import { useCallback, useEffect, useRef, useState } from 'react';
import { openAuthModal, useAuth } from '@reeltime/shared-lib';
import { getQueueStatus, joinQueue, type QueueStatus } from '../api/queueStatus';
import { admissionTokens } from '../utils/admissionTokens';

/** How often a waiting customer's place is asked for while the turn is within a minute (or unknown). */
export const POLL_MS = 5_000;
/** How often while the turn is further away: every waiting customer's poll is load on the sale itself. */
export const FAR_POLL_MS = 15_000;

export type WaitingRoomView =
  /** Asking whether the show has a queue. */
  | { phase: 'checking' }
  /** Seats may be chosen: no queue, or the customer's turn has come (`turnCame`: while this page showed the queue). */
  | { phase: 'open'; turnCame?: boolean }
  | { phase: 'queue'; status: QueueStatus; stale: boolean };

/**
 * When to ask again: every 15 s while the turn (or the on-sale moment) is more than a minute away, then every 5 s,
 * and just after the expected moment when it is nearer still.
 */
export function nextAskInMs(status: QueueStatus): number {
  const seconds = status.estimatedWaitSeconds ?? POLL_MS / 1000;
  if (seconds > 60) return FAR_POLL_MS;
  return Math.max(1_000, Math.min(POLL_MS, seconds * 1000 + 250));
}

/**
 * The waiting room in front of a show's seat map. A show without a queue opens at once (and so does one this tab
 * holds a valid admission token for); otherwise the signed-in customer joins its queue (signed out: the login
 * dialog first) and the place is asked for every few seconds until the turn comes, which opens the seat map.
 * `recheck` asks again, e.g. when a hold was refused for want of admission.
 */
export function useWaitingRoom(showId: number | null): { view: WaitingRoomView; recheck: () => void } {
  const { isLoggedIn } = useAuth();
  const [view, setView] = useState<WaitingRoomView>(() =>
    showId !== null && admissionTokens.current(showId) ? { phase: 'open' } : { phase: 'checking' },
  );
  const [asks, setAsks] = useState(0);
  const askedToLogIn = useRef(false);
  const recheck = useCallback(() => {
    if (showId !== null) admissionTokens.forget(showId);
    setView({ phase: 'checking' });
    setAsks((count) => count + 1);
  }, [showId]);

  useEffect(() => {
    if (showId === null || (asks === 0 && admissionTokens.current(showId))) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let queued = false;
    const show = (status: QueueStatus) => {
      if (status.state === 'NO_QUEUE') {
        setView({ phase: 'open' });
        return;
      }
      if (status.state === 'ADMITTED' && status.admissionToken && status.admissionExpiresAt) {
        admissionTokens.remember(showId, status.admissionToken, status.admissionExpiresAt);
        setView((current) => ({ phase: 'open', turnCame: current.phase === 'queue' }));
        return;
      }
      queued = true;
      setView({ phase: 'queue', status, stale: false });
      if (status.state === 'NOT_JOINED') {
        if (!askedToLogIn.current) {
          askedToLogIn.current = true;
          openAuthModal('login');
        }
        return;
      }
      timer = setTimeout(() => void ask(), nextAskInMs(status));
    };
    const ask = async () => {
      try {
        let status = await getQueueStatus(showId);
        if (status.state === 'NOT_JOINED' && isLoggedIn) status = await joinQueue(showId);
        if (!stopped) show(status);
      } catch {
        if (stopped) return;
        // Not knowing whether the show has a queue: the seat map opens (a hold still needs admission where one
        // is required). In line: the last place stays shown, marked out of date, and is asked for again.
        if (!queued) {
          setView({ phase: 'open' });
          return;
        }
        setView((current) => (current.phase === 'queue' ? { ...current, stale: true } : current));
        timer = setTimeout(() => void ask(), POLL_MS);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [showId, isLoggedIn, asks]);

  return { view, recheck };
}
