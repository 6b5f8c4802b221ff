import { formatDate, type BookingInProgress } from '@reeltime/shared-lib';

/** Slot id 12 stands in when the stored show carries none. */
const FALLBACK_SLOT_ID = 12;

export function slotIdOf(booking: BookingInProgress): number {
  return booking.selectedCinema.slotId ?? booking.selectedCinema.id ?? FALLBACK_SLOT_ID;
}

/** `Sat, 21 Nov 2026`: from the show's date, else from what the showtime picker stored. */
export function showDateLabel(booking: BookingInProgress): string {
  const { selectedCinema, selectedDateObj } = booking;
  const date = formatDate(selectedCinema.showDate) || formatDate(selectedDateObj?.fullDate);
  const day = selectedDateObj?.dayName;
  if (date) return day ? `${day}, ${date}` : date;
  return [day, selectedDateObj?.date, selectedDateObj?.monthName].filter(Boolean).join(' ');
}

export function cinemaLabel(booking: BookingInProgress): string {
  const { theaterName, location, address } = booking.selectedCinema;
  const place = location ?? address;
  return place ? `${theaterName}, ${place}` : theaterName;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `45 minutes`, `2 hours`, `1 hour 30 minutes`, `2 days`, `1 day 6 hours 15 minutes`. */
export function durationLabel(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days && plural(days, 'day'), hours && plural(hours, 'hour'), rest && plural(rest, 'minute')].filter(Boolean);
  return parts.join(' ');
}

/** The cinema's cancellation policy in one sentence, or nothing when the show carries none. */
export function cancellationPolicyText(booking: BookingInProgress): string | undefined {
  const policy = booking.selectedCinema.cancellationPolicy;
  if (!policy) return undefined;
  const { cutoffMinutes, refundPercent } = policy;
  if (refundPercent === 0) return 'Tickets for this show are not refunded if you cancel.';
  const until = cutoffMinutes === 0 ? 'until the show starts' : `up to ${durationLabel(cutoffMinutes)} before the show`;
  return refundPercent === 100
    ? `Cancel ${until} for a full refund of the ticket price.`
    : `Cancel ${until} for ${refundPercent}% of the ticket price back.`;
}
