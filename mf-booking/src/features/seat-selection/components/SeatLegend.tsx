import { memo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SeatSymbol } from './SeatButton';
import type { SeatKind, SeatState } from './seatLayout';
import './seat.css';

const ITEMS: { label: string; state: SeatState; kind: SeatKind }[] = [
  { label: 'Available', state: 'available', kind: 'standard' },
  { label: 'Selected', state: 'selected', kind: 'standard' },
  { label: 'Booked', state: 'booked', kind: 'standard' },
  { label: 'Held by someone', state: 'held', kind: 'standard' },
  { label: 'Wheelchair space', state: 'available', kind: 'wheelchair' },
  { label: 'Companion seat', state: 'available', kind: 'companion' },
];

/** The map's key, drawn with the map's own seat styles so the two never disagree (never re-rendered by a seat tap). */
export const SeatLegend = memo(function SeatLegend() {
  return (
    <Stack
      component="ul"
      role="list"
      aria-label="Seat legend"
      direction="row"
      useFlexGap
      className="rt-seats rt-seats--legend"
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2.5,
        rowGap: 1,
        listStyle: 'none',
        px: 1,
        py: 0,
        m: 0,
        mt: 3,
      }}
    >
      {ITEMS.map(({ label, state, kind }) => (
        <Stack component="li" key={label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box component="span" aria-hidden className="rt-seat" data-state={state} data-kind={kind} data-number="1">
            <SeatSymbol kind={kind} state={state} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
});
