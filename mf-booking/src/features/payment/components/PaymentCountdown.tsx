import { Icon } from '@reeltime/shared-lib';
import { ICON_PATHS } from '../../booking-progress/components/iconPaths';
import { formatCountdown, useSecondsLeft, type PaymentClock } from '../hooks/paymentClock';
import './paymentCountdown.css';

/** The last minute shows in red. */
const URGENT_SECONDS = 60;

/** The countdown chip of the booking summary; each tick re-renders this chip only. */
export function SummaryCountdown({ clock }: { clock: PaymentClock }) {
  const secondsLeft = useSecondsLeft(clock);
  return (
    <div
      role="timer"
      aria-label={`Time left to pay: ${formatCountdown(secondsLeft)}`}
      className="rt-bk-countdown-chip"
      data-urgent={secondsLeft <= URGENT_SECONDS}
    >
      <Icon name="TimerOutlined" d={ICON_PATHS.TimerOutlined} />
      <span className="rt-bk-countdown-chip__label">{formatCountdown(secondsLeft)}</span>
    </div>
  );
}

/** The countdown beside Pay in the phone's sticky bar; each tick re-renders this line only. */
export function PayBarCountdown({ clock }: { clock: PaymentClock }) {
  const secondsLeft = useSecondsLeft(clock);
  return (
    <p
      role="timer"
      aria-label={`Time left to pay: ${formatCountdown(secondsLeft)}`}
      className="rt-bk-bar-countdown"
      data-urgent={secondsLeft <= URGENT_SECONDS}
    >
      <Icon name="TimerOutlined" d={ICON_PATHS.TimerOutlined} size={20} />
      {formatCountdown(secondsLeft)}
    </p>
  );
}
