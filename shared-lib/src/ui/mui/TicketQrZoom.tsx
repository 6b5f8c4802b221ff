import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Booking } from '../../domain/types';
import { TICKET_QR_SIZE, ticketQrValue } from '../../booking/ticketQr';

/** Large enough for a door scanner to read a signed ticket QR off a phone, small enough for a 320 px screen. */
const LARGE_QR_SIZE = 264;

export interface TicketQrZoomProps {
  booking: Booking;
  /** The code's accessible name, e.g. "Ticket QR code for booking 42". */
  label: string;
  /** Draws `value` as a QR code `size` px wide (with the app's own QR library: qrcode.react is not part of shared-lib). */
  renderQr: (value: string, size: number) => ReactNode;
}

/**
 * The ticket's QR at SPEC's 100 px on a white tile, and "Enlarge QR code" (or a tap on the code) opening the
 * same code large for the cinema's scanner: a signed ticket QR is dense, at 100 px its modules are under 2 px.
 */
export function TicketQrZoom({ booking, label, renderQr }: TicketQrZoomProps) {
  const [open, setOpen] = useState(false);
  const movie = booking.movie.title;
  const value = ticketQrValue(booking);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <Box
        role="img"
        aria-label={label}
        data-qr-value={value}
        onClick={() => setOpen(true)}
        sx={{ p: 1, bgcolor: '#fff', borderRadius: 1.5, lineHeight: 0, width: 'fit-content', cursor: 'zoom-in' }}
      >
        {renderQr(value, TICKET_QR_SIZE)}
      </Box>
      <Button size="small" color="inherit" aria-haspopup="dialog" onClick={() => setOpen(true)} aria-label={`Enlarge QR code for ${movie}`}>
        Enlarge QR code
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="ticket-qr-zoom-title" maxWidth="xs">
        <DialogTitle id="ticket-qr-zoom-title">Ticket QR code</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Box
            role="img"
            aria-label={`${label}, large`}
            sx={{
              p: 2,
              bgcolor: '#fff',
              borderRadius: 2,
              lineHeight: 0,
              boxSizing: 'border-box',
              width: '100%',
              maxWidth: LARGE_QR_SIZE + 32,
              // On a narrow phone the dialog is narrower than the code: it scales down with it.
              '& svg': { display: 'block', width: '100%', height: 'auto' },
            }}
          >
            {renderQr(value, LARGE_QR_SIZE)}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {booking.reference ? `${booking.reference} · ` : ''}
            {movie}. Show this code at the cinema entrance; turn your screen brightness up.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
