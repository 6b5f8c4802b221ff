import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEAT_COLORS } from './SeatButton';

const ITEMS = [
  { label: 'Available', colors: SEAT_COLORS.available },
  { label: 'Selected', colors: SEAT_COLORS.selected },
  { label: 'Booked', colors: SEAT_COLORS.booked },
] as const;

export function SeatLegend() {
  return (
    <Stack component="ul" aria-label="Seat legend" direction="row" spacing={3} sx={{ justifyContent: 'center', listStyle: 'none', p: 0, m: 0, mt: 3 }}>
      {ITEMS.map(({ label, colors }) => (
        <Stack component="li" key={label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 18, height: 18, borderRadius: '6px 6px 3px 3px', border: '1.5px solid', borderColor: colors.border, bgcolor: colors.bg }}
          />
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
