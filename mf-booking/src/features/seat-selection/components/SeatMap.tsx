import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees, type Seat } from '@reeltime/shared-lib';
import { layOutSeats } from './seatLayout';
import { SeatButton } from './SeatButton';

interface SeatMapProps {
  seats: Seat[];
  selected: string[];
  onToggle: (seat: Seat) => void;
}

function ScreenGraphic() {
  return (
    <Box aria-hidden sx={{ textAlign: 'center', mb: { xs: 3, sm: 4 } }}>
      <Box
        sx={{
          mx: 'auto',
          width: '80%',
          maxWidth: 520,
          height: 10,
          borderRadius: '50% 50% 0 0 / 100% 100% 0 0',
          background: 'linear-gradient(to bottom, rgba(225,29,72,0.9), rgba(225,29,72,0.05))',
          boxShadow: '0 -6px 30px rgba(225,29,72,0.45)',
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ letterSpacing: 6, display: 'block', mt: 1 }}>
        SCREEN THIS WAY
      </Typography>
    </Box>
  );
}

/** The auditorium: screen, then price tiers of lettered rows. Scrolls sideways on narrow screens. */
export function SeatMap({ seats, selected, onToggle }: SeatMapProps) {
  const tiers = useMemo(() => layOutSeats(seats), [seats]);
  return (
    <Box>
      <ScreenGraphic />
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Stack spacing={3} sx={{ width: 'max-content', minWidth: '100%', alignItems: 'center' }}>
          {tiers.map((tier) => (
            <Box key={`${tier.price}-${tier.rows[0].letter}`} role="group" aria-label={`${formatRupees(tier.price)} seats`} sx={{ width: '100%' }}>
              <Divider textAlign="left" sx={{ mb: 1.5 }}>
                <Typography variant="overline" color="text.secondary">
                  {formatRupees(tier.price)}
                </Typography>
              </Divider>
              <Stack spacing={{ xs: 0.75, sm: 1 }} sx={{ alignItems: 'center' }}>
                {tier.rows.map((row) => (
                  <Stack key={row.letter} direction="row" spacing={{ xs: 0.5, sm: 0.75 }} sx={{ alignItems: 'center' }}>
                    <Typography
                      component="span"
                      aria-label={`Row ${row.letter}`}
                      sx={{ width: 20, fontWeight: 700, color: 'text.secondary', fontSize: 13 }}
                    >
                      {row.letter}
                    </Typography>
                    {row.seats.map((seat) => (
                      <SeatButton
                        key={seat.seatNumber}
                        seat={seat}
                        selected={selected.includes(seat.seatNumber)}
                        onToggle={onToggle}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
