import { QRCodeSVG } from 'qrcode.react';
import type { Ticket } from '../confirmedBooking';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { TicketQrZoom } from '@reeltime/shared-lib/ticket-qr';

/**
 * The ticket's QR (the ticket payload, 100 px square) on white so any scanner reads it on the dark theme, with a large
 * view. Shared-lib draws its "Enlarge QR code" button and large view with MUI, so they get MUI's theme here: the
 * confirmation around it draws none.
 */
export function TicketQrCode({ ticket }: { ticket: Ticket }) {
  return (
    <MuiTheme>
      <TicketQrZoom
        booking={ticket}
        label={`Ticket QR code for booking ${ticket.bookingId}`}
        renderQr={(value, size) => <QRCodeSVG value={value} size={size} level="M" marginSize={0} aria-hidden />}
      />
    </MuiTheme>
  );
}
