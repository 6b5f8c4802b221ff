import type { BookingInProgress } from '@reeltime/shared-lib';
import { cancellationPolicyText } from '../bookingDetails';
import './bookingText.css';

/** The cinema's cancellation policy in one sentence, e.g. "Cancel up to 2 hours before the show for 75% of the ticket price back." */
export function CancellationPolicyNote({ booking, className }: { booking: BookingInProgress; className?: string }) {
  const text = cancellationPolicyText(booking);
  if (!text) return null;
  return (
    <p
      className={`rt-bk-text rt-bk-text--secondary${className ? ` ${className}` : ''}`}
      data-testid="cancellation-policy"
    >
      {text}
    </p>
  );
}
