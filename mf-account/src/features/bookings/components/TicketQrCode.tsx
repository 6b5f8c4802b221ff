import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Booking } from '@reeltime/shared-lib';
import { TicketQrZoom } from '@reeltime/shared-lib/ticket-qr';

/** The ticket's QR code (the ticket payload, 100 px), on a white tile so phones can scan it on the dark theme, with a large view. */
export function TicketQrCode({ booking, id }: { booking: Booking; id: string }) {
  return (
    <Box id={id} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 1.5, sm: 2 }, pb: 2 }}>
      <TicketQrZoom
        booking={booking}
        label={`Ticket QR code for ${booking.movie.title}`}
        renderQr={(value, size) => <QRCodeSVG value={value} size={size} marginSize={0} aria-hidden />}
      />
      <Typography variant="body2" color="text.secondary">
        Show this code at the cinema entrance.
      </Typography>
    </Box>
  );
}
