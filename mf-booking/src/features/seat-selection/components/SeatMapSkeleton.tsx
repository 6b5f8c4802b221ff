import Box from '@mui/material/Box';

import { ScreenGraphic } from './ScreenGraphic';
import { COMFORTABLE_PITCH, ROW_LABEL_WIDTH } from './useMapZoom';

/** The most common theatre: blocks of 3, 6 and 3 seats, Classic, Prime and Recliner rows. */
const BLOCKS = [3, 6, 3];
const TIER_ROWS = [3, 4, 3];
const UNITS = BLOCKS.reduce((sum, seats) => sum + seats, 0) + (BLOCKS.length - 1) / 2;
const COLUMNS = `${ROW_LABEL_WIDTH}px ${BLOCKS.map((seats) => `repeat(${seats}, 1fr)`).join(' 0.5fr ')}`;

/**
 * The seat map's shape while it loads, built like the map (zoom bar, screen, tier headings, rows
 * one seat pitch tall, scaled to the box the same way), so the page does not jump when seats arrive.
 */
export function SeatMapSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        Loading seats...
      </Box>
      <Box aria-hidden sx={{ height: 40, mb: 1 }} />
      <Box aria-hidden sx={{ width: '100%', maxWidth: ROW_LABEL_WIDTH + UNITS * COMFORTABLE_PITCH, mx: 'auto', pb: 1 }}>
        <ScreenGraphic />
        {TIER_ROWS.map((rows, tier) => (
          <Box key={tier}>
            <Box sx={{ pt: tier === 0 ? 0 : 2, pb: 1 }}>
              <Box sx={{ height: 18, width: 96, borderRadius: 1, bgcolor: 'action.hover' }} />
            </Box>
            {Array.from({ length: rows }, (_, row) => (
              <Box key={row} sx={{ display: 'grid', gridTemplateColumns: COLUMNS }}>
                <span />
                {BLOCKS.flatMap((seats, block) => [
                  ...(block > 0 ? [<span key={`aisle-${block}`} />] : []),
                  ...Array.from({ length: seats }, (_, seat) => (
                    <Box
                      key={`${block}-${seat}`}
                      sx={{
                        aspectRatio: '1',
                        p: '7%',
                        '&::after': {
                          content: '""',
                          display: 'block',
                          height: '100%',
                          borderRadius: 1,
                          bgcolor: 'action.hover',
                        },
                      }}
                    />
                  )),
                ])}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx` a bare 1 would mean 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  margin: '-1px',
  padding: 0,
  border: 0,
} as const;
