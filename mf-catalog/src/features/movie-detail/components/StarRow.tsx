import Box from '@mui/material/Box';

/** Five stars, `value` of them filled, read out as "4 out of 5 stars". */
export function StarRow({ value }: { value: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${value} out of 5 stars`}
      sx={{ color: '#ffc107', letterSpacing: '0.1em', whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(value)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'★'.repeat(5 - value)}
      </Box>
    </Box>
  );
}
