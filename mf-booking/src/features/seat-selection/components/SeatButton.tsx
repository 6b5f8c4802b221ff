import { memo, type MouseEvent } from 'react';
import AccessibleIcon from '@mui/icons-material/Accessible';
import CloseIcon from '@mui/icons-material/Close';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { PlacedSeat, SeatKind, SeatState } from './seatLayout';

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
  if (state === 'booked') return <CloseIcon aria-hidden />;
  if (state === 'held') return <ScheduleIcon aria-hidden />;
  if (kind === 'wheelchair') return <AccessibleIcon aria-hidden />;
  if (kind === 'companion') return <PeopleAltIcon aria-hidden />;
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
