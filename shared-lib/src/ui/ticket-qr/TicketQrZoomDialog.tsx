import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TicketBooking } from '../../booking/ticketQr';

/** Large enough for a door scanner to read a signed ticket QR off a phone; scaled down on a narrower dialog. */
const LARGE_QR_SIZE = 264;

export interface TicketQrZoomDialogProps {
  open: boolean;
  onClose: () => void;
  booking: TicketBooking;
  label: string;
  value: string;
  renderQr: (value: string, size: number) => ReactNode;
}

/** The ticket's QR code large, with its reference: fetched the first time a customer enlarges a code. */
export default function TicketQrZoomDialog({
  open,
  onClose,
  booking,
  label,
  value,
  renderQr,
}: TicketQrZoomDialogProps) {
  const movie = booking.movie.title;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ticket-qr-zoom-title" maxWidth="xs">
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
