import { useEffect, useMemo, useRef, useState } from 'react';
import type { Seat, SeatStatus } from '@reeltime/shared-lib';
import { matchesSnapshot, subscribeToSeatEvents, type SeatSnapshot } from '../api/seatEvents';

interface LiveSeatsOptions<S extends Seat> {
  slotId: number | null;
  /** The map as last fetched. */
  seats: S[];
  /** Refetches the map (when the stream starts from a state the map does not show). */
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
 * The seat map kept live: seat changes from the show's event stream are laid over the fetched seats. Each
 * (re)connection of the stream starts with the seats taken at that moment: when the map shown agrees, it is
 * kept (the map is fetched once per visit); otherwise (changes missed while the stream was down, or this
 * user's own hold, which the map shows free to them) it is refetched once. Subscribed only while mounted.
 */
export function useLiveSeats<S extends Seat>({
  slotId,
  seats,
  reload,
  selected,
  holding,
  onTaken,
}: LiveSeatsOptions<S>): S[] {
  const [overlay, setOverlay] = useState<ReadonlyMap<string, Overlay>>(new Map());
  const sequence = useRef(0);
  const latest = useRef({ reload, selected, holding, onTaken });
  latest.current = { reload, selected, holding, onTaken };
  /** The map as shown (fetched and live changes), for the stream's start to be compared with. */
  const shown = useRef<S[]>(seats);
  /** A start that arrived before the map did: compared once it is there. */
  const pendingStart = useRef<SeatSnapshot | null>(null);

  const live = useMemo(() => {
    if (overlay.size === 0) return seats;
    return seats.map((seat) => {
      const change = overlay.get(seat.seatNumber);
      return change && change.status !== seat.status ? withStatus(seat, change.status) : seat;
    });
  }, [seats, overlay]);
  shown.current = live;

  const startFrom = useRef((snapshot: SeatSnapshot | null) => {
    if (snapshot !== null && shown.current.length === 0) {
      pendingStart.current = snapshot;
      return;
    }
    pendingStart.current = null;
    if (snapshot !== null && matchesSnapshot(shown.current, snapshot)) return;
    const before = sequence.current;
    void latest.current.reload().then(() => {
      setOverlay((current) => new Map([...current].filter(([, entry]) => entry.sequence > before)));
    });
  });

  const mapArrived = seats.length > 0;
  useEffect(() => {
    if (mapArrived && pendingStart.current !== null) startFrom.current(pendingStart.current);
  }, [mapArrived]);

  useEffect(() => {
    if (slotId === null) return;
    pendingStart.current = null;
    return subscribeToSeatEvents(slotId, {
      onStart: (snapshot) => startFrom.current(snapshot),
      onChanges: (changes) => {
        const { selected: mine, holding: placingHold } = latest.current;
        const relevant = placingHold ? changes.filter((change) => !mine.includes(change.seatNumber)) : changes;
        const entries = relevant.map(
          (change) => [change.seatNumber, { status: change.status, sequence: (sequence.current += 1) }] as const,
        );
        setOverlay((current) => new Map([...current, ...entries]));
        const taken = relevant.filter((change) => change.status !== 'AVAILABLE' && mine.includes(change.seatNumber));
        if (taken.length > 0) latest.current.onTaken(taken.map((change) => change.seatNumber));
      },
    });
  }, [slotId]);

  return live;
}
