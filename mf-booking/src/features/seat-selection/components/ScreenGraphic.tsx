import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROW_LABEL_WIDTH } from './useMapZoom';

/** The screen, above row A, with the cinema's "All eyes this way". */
export function ScreenGraphic() {
  return (
    <Box sx={{ textAlign: 'center', mb: 2.5, pl: `${ROW_LABEL_WIDTH}px` }}>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          width: '86%',
          height: 10,
          borderRadius: '50% 50% 0 0 / 100% 100% 0 0',
          background: 'linear-gradient(to bottom, rgba(225,29,72,0.9), rgba(225,29,72,0.05))',
          boxShadow: '0 -6px 30px rgba(225,29,72,0.45)',
        }}
      />
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ letterSpacing: 3, mt: 1, textTransform: 'uppercase' }}
      >
        All eyes this way
      </Typography>
    </Box>
  );
}
