import { QRCodeSVG } from 'qrcode.react';
import type { Booking } from '@reeltime/shared-lib';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { TicketQrZoom } from '@reeltime/shared-lib/ticket-qr';
import './ticketQrCode.css';

/**
 * The ticket's QR code (the ticket payload, 100 px), on a white tile so phones can scan it on the dark theme, with a
 * large view. Fetched when a customer first shows a code: the zoom (shared-lib's, drawn with MUI) brings its theme.
 */
export function TicketQrCode({ booking, id }: { booking: Booking; id: string }) {
  return (
    <MuiTheme>
      <div id={id} className="rt-ac-qr">
        <TicketQrZoom
          booking={booking}
          label={`Ticket QR code for ${booking.movie.title}`}
          renderQr={(value, size) => <QRCodeSVG value={value} size={size} marginSize={0} aria-hidden />}
        />
        <p className="rt-ac-qr__hint">Show this code at the cinema entrance.</p>
      </div>
    </MuiTheme>
  );
}
