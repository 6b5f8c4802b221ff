import type { ReactNode } from 'react';
import { useWaitingRoom } from '../hooks/useWaitingRoom';
import { WaitingRoom } from './WaitingRoom';
import './waitingRoom.css';

export const TURN_CAME_MESSAGE = 'It’s your turn! You have 10 minutes to choose your seats and pay.';

/**
 * The seat map of a show sold through a queue opens only on the customer's turn. Other shows are not delayed: the
 * page renders (and loads its seat map) while the queue is asked about, in parallel. `children` gets `recheck`, to
 * call when a hold is refused for want of admission. When the turn comes while the queue is on screen, a line
 * above the seat map says so, in a live region kept in the page throughout (so screen readers announce it).
 */
export function WaitingRoomGate({
  showId,
  children,
}: {
  showId: number | null;
  children: (recheck: () => void) => ReactNode;
}) {
  const { view, recheck } = useWaitingRoom(showId);
  const turnCame = view.phase === 'open' && view.turnCame === true;
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {turnCame && <p className="rt-bk-turn">{TURN_CAME_MESSAGE}</p>}
      </div>
      {view.phase === 'queue' ? <WaitingRoom status={view.status} stale={view.stale} /> : children(recheck)}
    </>
  );
}
