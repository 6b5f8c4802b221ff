import type { ReactNode } from 'react';
import { useWaitingRoom } from '../hooks/useWaitingRoom';
import { WaitingRoom } from './WaitingRoom';

/**
 * The seat map of a show sold through a queue opens only on the customer's turn. Other shows are not delayed: the
 * page renders (and loads its seat map) while the queue is asked about, in parallel. `children` gets `recheck`, to
 * call when a hold is refused for want of admission.
 */
export function WaitingRoomGate({
  showId,
  children,
}: {
  showId: number | null;
  children: (recheck: () => void) => ReactNode;
}) {
  const { view, recheck } = useWaitingRoom(showId);
  if (view.phase === 'queue') return <WaitingRoom status={view.status} stale={view.stale} />;
  return <>{children(recheck)}</>;
}
