import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatTime12h } from '@reeltime/shared-lib';
import { availabilityOf, priceRangeLabel, soundLabel, type Availability, type ShowSlot } from '../utils/showFacts';
import { prefetchBooking } from '../utils/prefetchBooking';

const LABEL: Record<Availability, string | null> = {
  available: 'Available',
  'filling-fast': 'Filling fast',
  'sold-out': 'Sold out',
  unknown: null,
};

const COLOUR = { available: 'success', 'filling-fast': 'warning', 'sold-out': 'inherit', unknown: 'success' } as const;

const line = {
  display: 'block',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1.35,
  textTransform: 'none',
} as const;

/**
 * A show's start (12-hour, the cinema's own clock), its format and languages, its price range and, when the API says,
 * how full it is; sold out is disabled. Every line is part of the button's name, in the order read. Pointed at,
 * focused or touched, it fetches the seat selection's code and the show's seat map ahead of the tap.
 */
export function ShowtimeButton({ movieId, slot, onPick }: { movieId: number; slot: ShowSlot; onPick: () => void }) {
  const availability = availabilityOf(slot);
  const details = [
    [slot.format, soundLabel(slot)].filter(Boolean).join(' · '),
    priceRangeLabel(slot.minPrice, slot.maxPrice),
    LABEL[availability],
  ].filter(Boolean);
  return (
    <Button
      variant="outlined"
      color={COLOUR[availability]}
      disabled={availability === 'sold-out'}
      onClick={onPick}
      onPointerEnter={() => prefetchBooking(movieId, slot)}
      onFocus={() => prefetchBooking(movieId, slot)}
      onTouchStart={() => prefetchBooking(movieId, slot)}
      sx={{
        minWidth: 104,
        maxWidth: '100%',
        flexDirection: 'column',
        alignItems: 'center',
        lineHeight: 1.3,
        py: details.length > 0 ? 0.5 : undefined,
      }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {formatTime12h(slot.startTime)}
      </Box>
      {details.map((detail) => (
        <Box component="span" key={detail} sx={line}>
          {' '}
          {detail}
        </Box>
      ))}
    </Button>
  );
}
