import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, formatRupees, lazyDialog } from '@reeltime/shared-lib';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import ShareIcon from '@mui/icons-material/Share';
import { cinemaName, showTimeLabels, ticketOf, type ConfirmedBooking } from '../confirmedBooking';
import { AddToCalendar } from './AddToCalendar';
import { TicketQrCode } from './TicketQrCode';

const ShareBookingDialog = lazyDialog(() => import('./ShareBookingDialog').then((module) => module.ShareBookingDialog));

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

function Poster({
  confirmed,
  width,
  display,
}: {
  confirmed: ConfirmedBooking;
  width: number;
  display: { xs: string; sm: string };
}) {
  return (
    <Box
      component="img"
      src={confirmed.movie.thumbnail}
      alt={`${confirmed.movie.title} poster`}
      sx={{
        display,
        width,
        flexShrink: 0,
        aspectRatio: '2 / 3',
        objectFit: 'cover',
        borderRadius: width > 60 ? 2 : 1,
        bgcolor: 'grey.900',
      }}
    />
  );
}

/** The confirmation in MUI's theme: the payment page that shows it draws no MUI of its own. */
export function PaymentConfirmation({ confirmed }: { confirmed: ConfirmedBooking }) {
  return (
    <MuiTheme>
      <Confirmation confirmed={confirmed} />
    </MuiTheme>
  );
}

/**
 * "Payment Successful!": the ticket's QR, the booking at a glance and where to go next. Opens
 * scrolled to the top with focus on the heading, so the news and the QR are what the user sees first.
 */
function Confirmation({ confirmed }: { confirmed: ConfirmedBooking }) {
  const [sharing, setSharing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ticket = ticketOf(confirmed);
  const { date, time } = showTimeLabels(confirmed);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', borderRadius: 3, overflow: 'hidden' }}>
      <Stack
        spacing={0.5}
        sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 2, sm: 3 }, bgcolor: 'rgba(34,197,94,0.08)' }}
      >
        <CheckCircleIcon color="success" sx={{ fontSize: { xs: 44, sm: 56 } }} aria-hidden />
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2.1rem' }, outline: 'none' }}
        >
          Payment Successful!
        </Typography>
        <Typography color="text.secondary">Your seats are booked. Enjoy the show!</Typography>
      </Stack>
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2.5, sm: 4 }}
        sx={{ p: { xs: 2.5, sm: 4 }, alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {ticket ? (
            <>
              <TicketQrCode ticket={ticket} />
              <Typography variant="caption" color="text.secondary">
                Show this code at the cinema
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 160, textAlign: 'center' }}>
              Your ticket and its QR code are in My Bookings.
            </Typography>
          )}
          <Poster confirmed={confirmed} width={116} display={{ xs: 'none', sm: 'block' }} />
        </Stack>
        <Stack spacing={1.5} sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {/* On a phone the poster shrinks beside the title, so the QR stays in the first screen. */}
            <Poster confirmed={confirmed} width={48} display={{ xs: 'block', sm: 'none' }} />
            <Typography variant="h5" component="h2">
              {confirmed.movie.title}
            </Typography>
          </Stack>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {confirmed.reference && <Detail label="Booking reference" value={confirmed.reference} />}
            {confirmed.bookingId != null && <Detail label="Booking ID" value={String(confirmed.bookingId)} />}
            <Detail label="Cinema" value={cinemaName(confirmed)} />
            <Detail label="Date" value={date} />
            <Detail label="Time" value={time} />
            <Detail label="Total paid" value={formatRupees(confirmed.totalAmount)} />
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
              Seats
            </Typography>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {confirmed.seats.map((seatNumber) => (
                <Chip key={seatNumber} label={seatNumber} size="small" color="success" />
              ))}
            </Stack>
          </Box>
          {ticket && <AddToCalendar ticket={ticket} />}
        </Stack>
      </Stack>
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: { xs: 2.5, sm: 3 }, justifyContent: 'center' }}
      >
        <Button variant="contained" size="large" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
          Share Your Booking
        </Button>
        <Button component={RouterLink} to="/my-bookings" variant="outlined" size="large">
          View My Bookings
        </Button>
        <Button component={RouterLink} to="/" variant="outlined" color="inherit" size="large">
          Back to Home
        </Button>
      </Stack>
      <ShareBookingDialog open={sharing} onClose={() => setSharing(false)} booking={confirmed} />
    </Paper>
  );
}
