import Box from '@mui/material/Box';

const ROWS = 10;
const COLUMNS = 14;

/**
 * What the seat map will look like while it loads: zoom bar, screen and rows of fixed boxes
 * close to a typical theatre's height, so the page does not jump when the seats arrive.
 */
export function SeatMapSkeleton() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: { xs: 360, sm: 470 } }}>
      <Box component="span" sx={visuallyHidden}>
        Loading seats...
      </Box>
      <Box aria-hidden sx={{ height: 40, mb: 1 }} />
      <Box aria-hidden sx={{ mx: 'auto', width: '80%', height: 10, borderRadius: 5, bgcolor: 'action.hover', mb: 5 }} />
      <Box aria-hidden sx={{ display: 'grid', gap: { xs: 0.5, sm: 1 }, gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`, maxWidth: COLUMNS * 36, mx: 'auto' }}>
        {Array.from({ length: ROWS * COLUMNS }, (_, index) => (
          <Box key={index} sx={{ aspectRatio: '1', borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  m: -0.125,
  p: 0,
  border: 0,
} as const;
