import { Box, Stack } from '@mui/material';

const MARKS = [
  { label: 'VISA', name: 'Visa', sx: { color: '#1a1f71', bgcolor: '#fff', fontStyle: 'italic', letterSpacing: '0.04em' } },
  {
    label: 'MC',
    name: 'Mastercard',
    sx: { color: '#fff', background: 'linear-gradient(90deg, #eb001b 0 50%, #f79e1b 50% 100%)' },
  },
  { label: 'UPI', name: 'UPI', sx: { color: '#097939', bgcolor: '#fff' } },
  { label: 'GPay', name: 'Google Pay', sx: { color: '#3c4043', bgcolor: '#fff' } },
];

/** Accepted payment methods as text badges. */
export function PaymentMarks() {
  return (
    <Stack component="ul" direction="row" aria-label="Accepted payment methods" sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
      {MARKS.map((mark) => (
        <Box
          component="li"
          key={mark.label}
          title={mark.name}
          aria-label={mark.name}
          sx={{
            minWidth: 52,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            fontSize: 13,
            fontWeight: 800,
            textAlign: 'center',
            ...mark.sx,
          }}
        >
          {mark.label}
        </Box>
      ))}
    </Stack>
  );
}
