import { useEffect, useMemo, useRef, useState } from 'react';
import type { Seat, SeatStatus } from '@reeltime/shared-lib';
import { subscribeToSeatEvents } from '../api/seatEvents';

interface LiveSeatsOptions<S extends Seat> {
  slotId: number | null;
  /** The map as last fetched. */
  seats: S[];
  /** Refetches the map (on every (re)connect of the stream). */
  reload: () => Promise<unknown>;
  /** Seats this user has chosen: one of them taken by someone else calls `onTaken`. */
  selected: string[];
  /** While this user's own hold is being placed, its HELD events are its own, not someone else's. */
  holding: boolean;
  onTaken: (seatNumbers: string[]) => void;
}

interface Overlay {
  status: SeatStatus;
  /** Order of arrival, to drop what a later refetch already contains. */
  sequence: number;
}

function withStatus<S extends Seat>(seat: S, status: SeatStatus): S {
  return { ...seat, status, booked: status === 'BOOKED', lockedBySession: status === 'HELD' };
}

/**
 * The seat map kept live: seat changes from the show's event stream are laid over the fetched
 * seats until a refetch (on each reconnect) brings them in. Subscribed only while mounted.
 */
export function useLiveSeats<S extends Seat>({ slotId, seats, reload, selected, holding, onTaken }: LiveSeatsOptions<S>): S[] {
  const [overlay, setOverlay] = useState<ReadonlyMap<string, Overlay>>(new Map());
  const sequence = useRef(0);
  const latest = useRef({ reload, selected, holding, onTaken });
  latest.current = { reload, selected, holding, onTaken };

  useEffect(() => {
    if (slotId === null) return;
    return subscribeToSeatEvents(slotId, {
      onOpen: () => {
        const before = sequence.current;
        void latest.current.reload().then(() => {
          setOverlay((current) => new Map([...current].filter(([, entry]) => entry.sequence > before)));
        });
      },
      onChanges: (changes) => {
        const { selected: mine, holding: placingHold } = latest.current;
        const relevant = placingHold ? changes.filter((change) => !mine.includes(change.seatNumber)) : changes;
        const entries = relevant.map((change) => [change.seatNumber, { status: change.status, sequence: (sequence.current += 1) }] as const);
        setOverlay((current) => new Map([...current, ...entries]));
        const taken = relevant.filter((change) => change.status !== 'AVAILABLE' && mine.includes(change.seatNumber));
        if (taken.length > 0) latest.current.onTaken(taken.map((change) => change.seatNumber));
      },
    });
  }, [slotId]);

  return useMemo(() => {
    if (overlay.size === 0) return seats;
    return seats.map((seat) => {
      const live = overlay.get(seat.seatNumber);
      return live && live.status !== seat.status ? withStatus(seat, live.status) : seat;
    });
  }, [seats, overlay]);
}
