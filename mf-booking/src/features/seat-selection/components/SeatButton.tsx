import { memo } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { formatRupees, type Seat } from '@reeltime/shared-lib';
import { isUnavailable } from './seatLayout';

interface SeatButtonProps {
  seat: Seat;
  selected: boolean;
  onToggle: (seat: Seat) => void;
}

export const SEAT_COLORS = {
  available: { bg: 'transparent', border: 'rgba(255,255,255,0.45)', fg: 'text.primary' },
  selected: { bg: 'success.main', border: 'success.main', fg: '#04120a' },
  booked: { bg: 'rgba(255,255,255,0.12)', border: 'transparent', fg: 'rgba(255,255,255,0.35)' },
} as const;

function seatState(seat: Seat, selected: boolean): keyof typeof SEAT_COLORS {
  if (isUnavailable(seat)) return 'booked';
  return selected ? 'selected' : 'available';
}

export const SeatButton = memo(function SeatButton({ seat, selected, onToggle }: SeatButtonProps) {
  const state = seatState(seat, selected);
  const colors = SEAT_COLORS[state];
  const number = seat.seatNumber.replace(/^[A-Za-z]+/, '');
  const status = state === 'booked' ? (seat.status === 'HELD' ? 'held' : 'booked') : state;
  return (
    <ButtonBase
      aria-label={`Seat ${seat.seatNumber}, ${formatRupees(seat.price)}, ${status}`}
      aria-pressed={selected}
      disabled={state === 'booked'}
      onClick={() => onToggle(seat)}
      sx={{
        width: { xs: 28, sm: 34 },
        height: { xs: 28, sm: 34 },
        flexShrink: 0,
        borderRadius: '8px 8px 4px 4px',
        border: '1.5px solid',
        borderColor: colors.border,
        bgcolor: colors.bg,
        color: colors.fg,
        fontSize: { xs: 10, sm: 12 },
        fontWeight: 700,
        transition: 'transform 120ms ease, background-color 120ms ease',
        '&:hover': state === 'available' ? { borderColor: 'success.main', color: 'success.light' } : undefined,
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        '&:active': { transform: 'scale(0.92)' },
      }}
    >
      {number}
    </ButtonBase>
  );
});
