import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import ErrorIcon from '@mui/icons-material/Error';
import HistoryIcon from '@mui/icons-material/History';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { formatDate, formatTime12h } from '@reeltime/shared-lib';
import type { ScanResult } from '../api/scanTicket';

const INVALID_HEADLINES: Record<NonNullable<ScanResult['reason']>, string> = {
  forged: 'Forged or invalid ticket',
  unknown_booking: 'Unknown booking',
  other_cinema: 'Ticket for another cinema',
  show_ended: 'Show has ended',
  too_early: 'Too early for this show',
};

/** Amber, with dark text: a genuine ticket, but not for this door's show (distinct from green and red). */
const AMBER = '#FFB300';
/** Burnt orange: white text on it reads at 5.8:1 (MUI's warning.dark, #e65100, only 3.8:1). */
const USED_ORANGE = '#B53D00';

function presentation(result: ScanResult) {
  switch (result.result) {
    case 'admitted':
      return { headline: 'Valid — admit', tone: 'success.dark', text: 'common.white', Icon: CheckCircleIcon };
    case 'already_used':
      return { headline: 'Already used', tone: USED_ORANGE, text: 'common.white', Icon: HistoryIcon };
    case 'wrong_show':
      return { headline: 'Wrong show', tone: AMBER, text: 'grey.900', Icon: EventBusyIcon };
    case 'cancelled':
      return { headline: 'Cancelled booking', tone: 'error.dark', text: 'common.white', Icon: CancelIcon };
    default:
      return {
        headline: INVALID_HEADLINES[result.reason ?? 'forged'] ?? 'Invalid ticket',
        tone: 'error.dark',
        text: 'common.white',
        Icon: ErrorIcon,
      };
  }
}

/** One `<div><dt/><dd/></div>` group of the card's `<dl>` (no wrapper in between: a `<dl>` holds only such groups). */
function Detail({ label, value, wide = {} }: { label: string; value: string; wide?: Record<string, string> }) {
  return (
    <Box sx={{ gridColumn: wide }}>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The answer of one scan, big enough to read at arm's length: colour, icon and headline say it at once. */
export function ScanResultCard({ result }: { result: ScanResult }) {
  const { headline, tone, text, Icon } = presentation(result);
  const { booking } = result;
  return (
    <Paper
      elevation={0}
      role={result.result === 'admitted' ? 'status' : 'alert'}
      data-result={result.result}
      sx={{ bgcolor: tone, color: text, p: { xs: 2.5, sm: 3.5 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: { xs: 56, sm: 72 } }} aria-hidden />
        <div>
          <Typography
            component="h2"
            sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            {headline}
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: '1.1rem' }}>{result.message}</Typography>
        </div>
      </Stack>
      {booking && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 3, mb: 0 }}
        >
          <Detail label="Movie" value={booking.movieTitle} wide={{ xs: '1 / -1', sm: 'span 2' }} />
          <Detail label="Seats" value={booking.seats.join(', ')} />
          <Detail
            label={result.result === 'wrong_show' ? 'Ticket’s show' : 'Show'}
            value={`${formatDate(booking.showDate)}, ${formatTime12h(booking.startTime)}`}
          />
          <Detail label="Cinema" value={booking.theaterName} />
          <Detail label="Reference" value={booking.reference} />
          {result.result === 'already_used' && result.usedBy && (
            <Detail label="Admitted by" value={result.usedBy} wide={{ xs: '1 / -1', sm: 'auto' }} />
          )}
        </Box>
      )}
    </Paper>
  );
}
