import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import ShareIcon from '@mui/icons-material/Share';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { formatRupees } from '@reeltime/shared-lib';
import { MuiTheme } from '@reeltime/shared-lib/mui';
import { cinemaName, showTimeLabels, type ConfirmedBooking } from '../confirmedBooking';
import { useBookingShare } from '../hooks/useBookingShare';
import { bookingShareLinks, bookingShareText, type ShareNetwork } from '../share/bookingShare';

const NETWORK_ICONS: Record<ShareNetwork, ReactElement> = {
  WhatsApp: <WhatsAppIcon />,
  Facebook: <FacebookIcon />,
  Twitter: <XIcon />,
  Telegram: <TelegramIcon />,
};

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right', fontWeight: 600, minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

interface ShareBookingDialogProps {
  open: boolean;
  onClose: () => void;
  booking: ConfirmedBooking;
}

/**
 * The share-booking dialog in MUI's theme, which it brings itself: it is loaded when the customer first opens it,
 * and the confirmation around it draws no MUI.
 */
export function ShareBookingDialog(props: ShareBookingDialogProps) {
  return (
    <MuiTheme>
      <ShareDialog {...props} />
    </MuiTheme>
  );
}

/** The booking at a glance, the device's share sheet or the clipboard, four networks. */
function ShareDialog({ open, onClose, booking }: ShareBookingDialogProps) {
  const text = bookingShareText(booking);
  const main = useBookingShare(`${booking.movie.title} · ReelTime`, text);
  const { date, time } = showTimeLabels(booking);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-booking-title">
      <DialogTitle id="share-booking-title" sx={{ pr: 6 }}>
        Share Your Booking
        <IconButton aria-label="Close share dialog" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Stack
            spacing={1}
            component="section"
            aria-label="Booking to share"
            sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.04)', border: 1, borderColor: 'divider' }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {booking.movie.title}
            </Typography>
            <SummaryRow label="Date & time">{`${date} · ${time}`}</SummaryRow>
            <SummaryRow label="Cinema">{cinemaName(booking)}</SummaryRow>
            <SummaryRow label="Seats">
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                {booking.seats.map((seat) => (
                  <Chip key={seat} label={seat} size="small" />
                ))}
              </Stack>
            </SummaryRow>
            <SummaryRow label="Total">{formatRupees(booking.totalAmount)}</SummaryRow>
          </Stack>
          <Button
            variant="contained"
            size="large"
            startIcon={main.label === 'Share' ? <ShareIcon /> : <ContentCopyIcon />}
            onClick={() => void main.run()}
          >
            {main.label}
          </Button>
          <Stack
            component="ul"
            role="list"
            aria-label="Share on"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            }}
          >
            {bookingShareLinks(text, `${window.location.origin}/`).map(({ network, href }) => (
              <li key={network}>
                <Button
                  fullWidth
                  variant="outlined"
                  color="inherit"
                  startIcon={NETWORK_ICONS[network]}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Share on ${network} (opens in a new tab)`}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {network}
                </Button>
              </li>
            ))}
          </Stack>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
