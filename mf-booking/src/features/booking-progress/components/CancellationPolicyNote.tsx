import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BookingInProgress } from '@reeltime/shared-lib';
import { cancellationPolicyText } from '../bookingDetails';

/** The cinema's cancellation policy in one sentence, e.g. "Cancel up to 2 hours before the show for 75% of the ticket price back." */
export function CancellationPolicyNote({ booking, sx }: { booking: BookingInProgress; sx?: SxProps<Theme> }) {
  const text = cancellationPolicyText(booking);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={sx} data-testid="cancellation-policy">
      {text}
    </Typography>
  );
}
