import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A chart for the eye; the table beside it carries the same figures for everyone (screen readers read that). */
export function ChartFigure({ description, children }: { description: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={description} sx={{ width: '100%', minWidth: 0 }}>
      {children}
    </Box>
  );
}
