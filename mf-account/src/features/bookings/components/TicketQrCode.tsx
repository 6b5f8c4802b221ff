import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TICKET_QR_SIZE, ticketQrValue, type Booking } from '@reeltime/shared-lib';

/** The ticket's QR code (SPEC §3 payload, 100 px), on a white tile so phones can scan it on the dark theme. */
export function TicketQrCode({ booking, id }: { booking: Booking; id: string }) {
  return (
    <Box id={id} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 1.5, sm: 2 }, pb: 2 }}>
      <Box
        role="img"
        aria-label={`Ticket QR code for ${booking.movie.title}`}
        data-qr-value={ticketQrValue(booking)}
        sx={{ p: 1, bgcolor: '#fff', borderRadius: 1.5, lineHeight: 0, flexShrink: 0 }}
      >
        <QRCodeSVG value={ticketQrValue(booking)} size={TICKET_QR_SIZE} marginSize={0} aria-hidden />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Show this code at the cinema entrance.
      </Typography>
    </Box>
  );
}
