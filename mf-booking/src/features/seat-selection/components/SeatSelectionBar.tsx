import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useRef } from 'react';
import { formatRupees, useStickyBarClearance } from '@reeltime/shared-lib';

interface SeatSelectionBarProps {
  count: number;
  total: number;
  holding: boolean;
  onProceed: () => void;
}

export const seatCountLabel = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;

/**
 * On phones, the page's Proceed control: stays at the bottom of the screen while the user looks
 * around the map, with the count and total in view. Wider screens use the summary's button.
 * Shown instead of (not beside) that button, so the page has one Proceed control.
 */
export const SeatSelectionBar = memo(function SeatSelectionBar({
  count,
  total,
  holding,
  onProceed,
}: SeatSelectionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBarClearance(bar);
  return (
    <Box
      ref={bar}
      data-testid="seat-selection-bar"
      sx={{
        display: 'flex',
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        mt: 2,
        mx: { xs: -2, sm: -3 },
        // The page container's side padding (16 px, 24 px from 640 px) is covered so the bar spans the screen.
        px: 2,
        py: 1.5,
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -8px 24px rgba(0,0,0,0.5)',
        pb: 'max(12px, env(safe-area-inset-bottom))',
      }}
    >
      <Typography aria-live="polite" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {seatCountLabel(count)} · {formatRupees(total)}
      </Typography>
      <Button variant="contained" size="large" disabled={holding} onClick={onProceed} sx={{ flexShrink: 0 }}>
        {holding ? 'Holding your seats...' : 'Proceed to Payment'}
      </Button>
    </Box>
  );
});
