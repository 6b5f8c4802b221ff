import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatTime12h } from '@reeltime/shared-lib';
import { availabilityOf, type Availability, type ShowSlot } from '../utils/showtimes';

const LABEL: Record<Availability, string | null> = {
  available: 'Available',
  'filling-fast': 'Filling fast',
  'sold-out': 'Sold out',
  unknown: null,
};

const COLOUR = { available: 'success', 'filling-fast': 'warning', 'sold-out': 'inherit', unknown: 'success' } as const;

/** A show's start (12-hour, the cinema's own clock) and, when the API says, how full it is; sold out is disabled. */
export function ShowtimeButton({ slot, onPick }: { slot: ShowSlot; onPick: () => void }) {
  const availability = availabilityOf(slot);
  const label = LABEL[availability];
  return (
    <Button
      variant="outlined"
      color={COLOUR[availability]}
      disabled={availability === 'sold-out'}
      onClick={onPick}
      sx={{ minWidth: 104, flexDirection: 'column', lineHeight: 1.3, py: label ? 0.5 : undefined }}
    >
      <span>{formatTime12h(slot.startTime)}</span>
      {label && (
        <>
          {' '}
          <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 500 }}>
            {label}
          </Box>
        </>
      )}
    </Button>
  );
}
