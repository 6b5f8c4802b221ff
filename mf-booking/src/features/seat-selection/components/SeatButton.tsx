import { memo, type MouseEvent } from 'react';
import { Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import type { PlacedSeat, SeatKind, SeatState } from '../utils/seatLayout';

const KIND_NAME: Record<SeatKind, string> = {
  standard: 'Seat',
  wheelchair: 'Wheelchair space',
  companion: 'Companion seat',
};

/** "Wheelchair space A3, Classic ₹150, available": what a sighted user reads off the map. */
export function seatName({ seat, kind, tierLabel }: PlacedSeat, state: SeatState): string {
  return `${KIND_NAME[kind]} ${seat.seatNumber}, ${tierLabel}, ${state}`;
}

/** The icon on a seat; a standard free seat shows its number instead (see `seat.css`). */
export function SeatSymbol({ kind, state }: { kind: SeatKind; state: SeatState }) {
  if (state === 'booked') return <Icon name="Close" />;
  if (state === 'held') return <Icon name="Schedule" d={ICON_PATHS.Schedule} />;
  if (kind === 'wheelchair') return <Icon name="Accessible" d={ICON_PATHS.Accessible} />;
  if (kind === 'companion') return <Icon name="PeopleAlt" d={ICON_PATHS.PeopleAlt} />;
  return null;
}

export const seatNumberInRow = (seatNumber: string) => seatNumber.replace(/^[A-Za-z]+/, '');

interface SeatButtonProps {
  placed: PlacedSeat;
  state: SeatState;
  focusable: boolean;
  onClick: (placed: PlacedSeat, event: MouseEvent<HTMLButtonElement>) => void;
}

/** One seat: a toggle button, `aria-disabled` (still reachable and announced) when taken. */
export const SeatButton = memo(function SeatButton({ placed, state, focusable, onClick }: SeatButtonProps) {
  const unavailable = state === 'booked' || state === 'held';
  return (
    <button
      type="button"
      className="rt-seat"
      data-seat={placed.seat.seatNumber}
      data-state={state}
      data-kind={placed.kind}
      data-number={seatNumberInRow(placed.seat.seatNumber)}
      aria-label={seatName(placed, state)}
      aria-pressed={state === 'selected'}
      aria-disabled={unavailable || undefined}
      tabIndex={focusable ? 0 : -1}
      onClick={(event) => onClick(placed, event)}
    >
      <SeatSymbol kind={placed.kind} state={state} />
    </button>
  );
});
