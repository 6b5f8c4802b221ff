import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';
import { TICKET_QR_SIZE, ticketQrValue, type Booking } from '@reeltime/shared-lib';

/** The ticket's QR (SPEC §3 payload, §9 size), on white so any scanner reads it on the dark theme. */
export function TicketQrCode({ ticket }: { ticket: Booking }) {
  return (
    <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1.5, lineHeight: 0, width: 'fit-content' }}>
      <QRCodeSVG
        value={ticketQrValue(ticket)}
        size={TICKET_QR_SIZE}
        level="M"
        role="img"
        aria-label={`Ticket QR code for booking ${ticket.bookingId}`}
      />
    </Box>
  );
}
