import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import { formatRupees, type BookingInProgress } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../../booking-progress/bookingDetails';
import { CancellationPolicyNote } from '../../booking-progress/components/CancellationPolicyNote';

interface BookingSummaryProps {
  booking: BookingInProgress;
  seatNumbers: string[];
  total: number;
  holding: boolean;
  onClear: () => void;
  onProceed: () => void;
  /** False on phones, where the sticky bar carries Proceed. */
  showProceed: boolean;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The show, the chosen seats and their total; memoized, so a seat tap's first paint does not wait for it. */
export const BookingSummary = memo(function BookingSummary({
  booking,
  seatNumbers,
  total,
  holding,
  onClear,
  onProceed,
  showProceed,
}: BookingSummaryProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="booking-summary-title"
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Typography id="booking-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Booking Summary
      </Typography>
      <Stack spacing={1.25}>
        <Line label="Movie" value={booking.movie.title} />
        <Line label="Cinema" value={cinemaLabel(booking)} />
        <Line label="Date" value={showDateLabel(booking)} />
        <Line label="Time" value={booking.selectedTimeWithAmPm} />
      </Stack>
      <CancellationPolicyNote booking={booking} sx={{ mt: 1.5 }} />
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Seats ({seatNumbers.length})
        </Typography>
        {/* A native tooltip: MUI's Tooltip (with Popper) would add 12 KB to the page for one hint. */}
        <span title="Clear selection">
          <IconButton
            size="small"
            aria-label="Clear selected seats"
            disabled={seatNumbers.length === 0}
            onClick={onClear}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        </span>
      </Stack>
      <Box aria-live="polite" sx={{ minHeight: 32 }}>
        {seatNumbers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No seats selected yet
          </Typography>
        ) : (
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {seatNumbers.map((seatNumber) => (
              <Chip key={seatNumber} label={seatNumber} size="small" color="success" variant="outlined" />
            ))}
          </Stack>
        )}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="seat-total">
          {formatRupees(total)}
        </Typography>
      </Stack>
      {showProceed && (
        <Button fullWidth size="large" variant="contained" sx={{ mt: 2.5 }} disabled={holding} onClick={onProceed}>
          {holding ? 'Holding your seats...' : 'Proceed to Payment'}
        </Button>
      )}
    </Paper>
  );
});
