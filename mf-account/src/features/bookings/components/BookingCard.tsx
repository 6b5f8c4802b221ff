import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { formatRupees, type Booking } from '@reeltime/shared-lib';
import { AddToCalendar } from './AddToCalendar';
import { BookingStatusChip } from './BookingStatusChip';
import { showDateTimeParts } from './showDateTime';
import { TicketQrCode } from './TicketQrCode';
import { RateFilm } from './RateFilm';
import { mayAskToCancel } from '../utils/bookingGroups';

interface BookingCardProps {
  booking: Booking;
  downloading: boolean;
  onDownload: (booking: Booking) => void;
  onRemove: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  /** The card's title level under the page's section headings. */
  headingLevel?: 'h2' | 'h3';
}

export function BookingCard({
  booking,
  downloading,
  onDownload,
  onRemove,
  onCancel,
  headingLevel = 'h2',
}: BookingCardProps) {
  const { date, time } = showDateTimeParts(booking.showDateTime);
  const confirmed = !booking.status || booking.status === 'CONFIRMED';
  const cancellable = mayAskToCancel(booking);
  const titleId = `booking-${booking.id}-title`;
  const qrId = `booking-${booking.id}-qr`;
  const [showQr, setShowQr] = useState(false);

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack direction="row" sx={{ alignItems: 'stretch' }}>
        <Box
          component="img"
          src={booking.movie.thumbnail || undefined}
          alt={`${booking.movie.title} poster`}
          loading="lazy"
          sx={{
            width: { xs: 96, sm: 132 },
            flexShrink: 0,
            objectFit: 'cover',
            bgcolor: 'grey.900',
            aspectRatio: '2 / 3',
          }}
        />
        <Stack spacing={1} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography
              id={titleId}
              variant="h6"
              component={headingLevel}
              sx={{ fontSize: { xs: '1rem', sm: '1.2rem' }, lineHeight: 1.3 }}
            >
              {booking.movie.title}
            </Typography>
            <BookingStatusChip status={booking.status} admitted={Boolean(booking.admittedAt)} />
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2" noWrap title={`${booking.cinema.name}, ${booking.cinema.location}`}>
              {booking.cinema.name}
              {booking.cinema.location && `, ${booking.cinema.location}`}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <EventIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {date} · {time}
            </Typography>
          </Stack>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Seats">
            {booking.seats.map((seat) => (
              <Chip key={seat} label={seat} size="small" variant="outlined" />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {booking.reference && (
              <>
                Ref:{' '}
                <Box component="strong" sx={{ color: 'text.primary', letterSpacing: 0.5 }}>
                  {booking.reference}
                </Box>{' '}
                ·{' '}
              </>
            )}
            Booking ID: {booking.bookingId ?? booking.id}
          </Typography>
          {confirmed && <AddToCalendar booking={booking} />}
          <RateFilm booking={booking} />
        </Stack>
      </Stack>
      <Divider />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: 1.25,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 800 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            Total
          </Typography>
          {formatRupees(booking.totalAmount)}
          {booking.status === 'CANCELLED' && booking.refundAmount !== undefined && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
              {booking.refundAmount > 0
                ? `· ${formatRupees(booking.refundAmount)} refunded to your card`
                : '· No refund'}
            </Typography>
          )}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={0.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={<QrCode2Icon />}
            aria-expanded={showQr}
            aria-controls={showQr ? qrId : undefined}
            onClick={() => setShowQr((shown) => !shown)}
          >
            {showQr ? 'Hide QR' : 'Show QR'}
          </Button>
          {confirmed ? (
            <Button
              size="small"
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={downloading}
              onClick={() => onDownload(booking)}
            >
              {downloading ? 'Downloading...' : 'Download Ticket'}
            </Button>
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 180, textAlign: 'right' }}>
              Tickets can only be downloaded for confirmed bookings
            </Typography>
          )}
          {cancellable ? (
            <Button size="small" color="error" startIcon={<EventBusyIcon />} onClick={() => onCancel(booking)}>
              Cancel booking
            </Button>
          ) : (
            <IconButton
              title="Remove booking"
              aria-label={`Remove booking for ${booking.movie.title}`}
              onClick={() => onRemove(booking)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
      </Stack>
      {showQr && <TicketQrCode booking={booking} id={qrId} />}
    </Card>
  );
}
