import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatRupees, roundToPaise, type BookingInProgress, type SeatHold } from '@reeltime/shared-lib';
import { cinemaLabel, showDateLabel } from '../../booking-progress/bookingDetails';
import type { PaymentClock } from '../hooks/paymentClock';
import { CancellationPolicyNote } from '../../booking-progress/components/CancellationPolicyNote';
import { SummaryCountdown } from './PaymentCountdown';
import './paymentSummary.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        component="span"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body2'}
        component="span"
        sx={{ fontWeight: strong ? 800 : 600, textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The fee breakdown opens and closes by growing its row from nothing to its height (CSS only); closed, it is hidden
 * from assistive technology too.
 */
const breakdownHidden = {
  display: 'grid',
  gridTemplateRows: '0fr',
  overflow: 'hidden',
  visibility: 'hidden',
  transition: 'grid-template-rows 200ms, visibility 200ms',
} as const;
const breakdownShown = { ...breakdownHidden, gridTemplateRows: '1fr', visibility: 'visible' } as const;

interface PaymentSummaryProps {
  booking: BookingInProgress;
  hold: SeatHold;
  clock: PaymentClock;
}

/** What is being paid for; fees come from the server's hold (base 7%, GST 18% of it). */
export function PaymentSummary({ booking, hold, clock }: PaymentSummaryProps) {
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const base = roundToPaise(hold.ticketFee * 0.07);
  const gst = roundToPaise(hold.convenienceFee - base);
  const seatCount = hold.seatNumbers.length;

  return (
    <Paper
      component="section"
      aria-labelledby="payment-summary-title"
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="payment-summary-title" variant="h6" component="h2">
          Booking Summary
        </Typography>
        <SummaryCountdown clock={clock} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Box
          component="img"
          src={booking.movie.thumbnail}
          alt={`${booking.movie.title} poster`}
          sx={{
            width: 64,
            aspectRatio: '2 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.900',
            flexShrink: 0,
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{booking.movie.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {cinemaLabel(booking)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {showDateLabel(booking)} · {booking.selectedTimeWithAmPm}
          </Typography>
        </Box>
      </Stack>
      <CancellationPolicyNote booking={booking} className="rt-bk-pay-summary__policy" />
      <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Seats">
        {hold.seatNumbers.map((seatNumber) => (
          <Chip key={seatNumber} label={seatNumber} size="small" color="success" variant="outlined" />
        ))}
      </Stack>
      <Divider sx={{ mb: 1.5 }} />
      <Stack spacing={1}>
        <Line
          label={`${seatCount} ${seatCount === 1 ? 'Seat' : 'Seats'} (ticket fee)`}
          value={formatRupees(hold.ticketFee)}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button
            size="small"
            color="inherit"
            onClick={() => setBreakdownOpen((open) => !open)}
            aria-expanded={breakdownOpen}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: breakdownOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            sx={{ px: 0, color: 'text.secondary', fontWeight: 400 }}
          >
            Convenience fee
          </Button>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatRupees(hold.convenienceFee)}
          </Typography>
        </Stack>
        <Box sx={breakdownOpen ? breakdownShown : breakdownHidden}>
          <Stack spacing={0.5} sx={{ minHeight: 0, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            <Line label="Base (7%)" value={formatRupees(base)} />
            <Line label="Taxes (GST 18%)" value={formatRupees(gst)} />
          </Stack>
        </Box>
        <Divider />
        <Line label="Total" value={formatRupees(hold.totalAmount)} strong />
      </Stack>
    </Paper>
  );
}
