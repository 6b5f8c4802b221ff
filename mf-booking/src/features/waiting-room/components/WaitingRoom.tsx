import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cinemaDateTime, formatDate, formatTime12h, openAuthModal, parseDate } from '@reeltime/shared-lib';
import type { QueueStatus } from '../api/queueStatus';
import { QueueCountdown } from './QueueCountdown';

/** "about 3 minutes", "less than a minute". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} min` : ''}`;
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });

/**
 * `Fri, 18 Dec 2026 at 9:30 AM`: the on-sale moment as the cinema's clock reads it, wherever the customer is (the
 * API sends it with the cinema's offset, as it sends show times).
 */
export function onSaleTime(iso: string): string {
  const local = cinemaDateTime(iso);
  const day = parseDate(local?.date);
  if (!local || !day) return '';
  return `${weekday.format(day)}, ${formatDate(local.date)} at ${formatTime12h(local.time)}`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h5" component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The queue in front of an on-sale show's seat map: sign in to join, the countdown to the on-sale moment, then the
 * place in line, the people ahead and the estimated wait, read out to screen readers as they change.
 */
export function WaitingRoom({ status, stale }: { status: QueueStatus; stale: boolean }) {
  const signedOut = status.state === 'NOT_JOINED';
  const waiting = status.state === 'WAITING' && status.position !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="waiting-room-title"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, minHeight: 320 }}
    >
      <Typography id="waiting-room-title" variant="h5" component="h2" gutterBottom>
        {signedOut ? 'Sign in to join the queue' : 'You’re in the queue'}
      </Typography>
      {signedOut && (
        <>
          <Typography sx={{ mb: 3 }}>
            Tickets for this show are sold through a queue so that everyone gets a fair turn. Sign in to take your
            place.
          </Typography>
          <Button variant="contained" size="large" onClick={() => openAuthModal('login')}>
            Sign in to join the queue
          </Button>
        </>
      )}
      {status.state === 'BEFORE_ON_SALE' && status.onSaleAt && (
        <>
          <Typography sx={{ mb: 2 }}>
            Sales open on {onSaleTime(status.onSaleAt)}. Everyone who joins before then gets a random place in line when
            sales open, so there is no need to hurry.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sales open in
          </Typography>
          <QueueCountdown until={status.onSaleAt} />
        </>
      )}
      {!signedOut && (
        <Box aria-live="polite" aria-atomic="true">
          {waiting && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, my: 2 }}
            >
              <Stat label="Your place in line" value={String(status.position)} />
              <Stat label="People ahead of you" value={String(status.peopleAhead ?? 0)} />
              <Stat label="Estimated wait" value={describeWait(status.estimatedWaitSeconds ?? 0)} />
            </Box>
          )}
          {stale && <Typography color="warning.main">We couldn’t update your place just now. Trying again…</Typography>}
        </Box>
      )}
      {!signedOut && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Keep this page open. When it’s your turn, seat selection opens by itself and you have 10 minutes to choose
          your seats and pay.
        </Typography>
      )}
    </Paper>
  );
}
