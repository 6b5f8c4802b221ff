import { useState, type ReactNode } from 'react';
import { lazyDialog } from '../lazy-dialog/lazyDialog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TicketBooking } from '../../booking/ticketQr';
import { TICKET_QR_SIZE, ticketQrValue } from '../../booking/ticketQr';

// Fetched the first time a code is enlarged.
const TicketQrZoomDialog = lazyDialog(() => import('./TicketQrZoomDialog').then((module) => module.default));

export interface TicketQrZoomProps {
  booking: TicketBooking;
  /** The code's accessible name, e.g. "Ticket QR code for booking 42". */
  label: string;
  /** Draws `value` as a QR code `size` px wide (with the app's own QR library: qrcode.react is not part of shared-lib). */
  renderQr: (value: string, size: number) => ReactNode;
}

/**
 * The ticket's QR at 100 px on a white tile, and "Enlarge QR code" (or a tap on the code) opening the
 * same code large for the cinema's scanner: a signed ticket QR is dense, at 100 px its modules are under 2 px.
 */
export function TicketQrZoom({ booking, label, renderQr }: TicketQrZoomProps) {
  const [open, setOpen] = useState(false);
  const enlarge = () => setOpen(true);
  const movie = booking.movie.title;
  const value = ticketQrValue(booking);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <Box
        role="img"
        aria-label={label}
        data-qr-value={value}
        onClick={enlarge}
        sx={{ p: 1, bgcolor: '#fff', borderRadius: 1.5, lineHeight: 0, width: 'fit-content', cursor: 'zoom-in' }}
      >
        {renderQr(value, TICKET_QR_SIZE)}
      </Box>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="dialog"
        onClick={enlarge}
        aria-label={`Enlarge QR code for ${movie}`}
      >
        Enlarge QR code
      </Button>
      <TicketQrZoomDialog
        open={open}
        onClose={() => setOpen(false)}
        booking={booking}
        label={label}
        value={value}
        renderQr={renderQr}
      />
    </Box>
  );
}
