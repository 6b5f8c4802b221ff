/** A cinema's cancellation policy: cancel until `cutoffMinutes` before the show for `refundPercent` of the ticket price. */
export interface CancellationPolicy {
  cutoffMinutes: number;
  refundPercent: number;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `45 minutes`, `2 hours`, `1 hour 30 minutes`, `2 days`, `1 day 6 hours 15 minutes`. */
function durationWords(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days && plural(days, 'day'), hours && plural(hours, 'hour'), rest && plural(rest, 'minute')]
    .filter(Boolean)
    .join(' ');
}

/** The policy in one sentence, e.g. "Cancel up to 2 hours before the show for 75% of the ticket price back." */
export function cancellationPolicySentence({ cutoffMinutes, refundPercent }: CancellationPolicy): string {
  if (refundPercent === 0) return 'Tickets for this show are not refunded if you cancel.';
  const until = cutoffMinutes === 0 ? 'until the show starts' : `up to ${durationWords(cutoffMinutes)} before the show`;
  return refundPercent === 100
    ? `Cancel ${until} for a full refund of the ticket price.`
    : `Cancel ${until} for ${refundPercent}% of the ticket price back.`;
}
