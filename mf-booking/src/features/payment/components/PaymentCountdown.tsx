import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { formatCountdown, useSecondsLeft, type PaymentClock } from '../hooks/paymentClock';

/** The last minute shows in red. */
const URGENT_SECONDS = 60;

/** The countdown chip of the booking summary; each tick re-renders this chip only. */
export function SummaryCountdown({ clock }: { clock: PaymentClock }) {
  const secondsLeft = useSecondsLeft(clock);
  return (
    <Chip
      icon={<TimerOutlinedIcon />}
      color={secondsLeft <= URGENT_SECONDS ? 'error' : 'warning'}
      variant="outlined"
      label={formatCountdown(secondsLeft)}
      aria-label={`Time left to pay: ${formatCountdown(secondsLeft)}`}
      role="timer"
    />
  );
}

/** The countdown beside Pay in the phone's sticky bar; each tick re-renders this line only. */
export function PayBarCountdown({ clock }: { clock: PaymentClock }) {
  const secondsLeft = useSecondsLeft(clock);
  return (
    <Typography
      role="timer"
      aria-label={`Time left to pay: ${formatCountdown(secondsLeft)}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: secondsLeft <= URGENT_SECONDS ? 'error.light' : 'warning.light',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      {formatCountdown(secondsLeft)}
    </Typography>
  );
}
