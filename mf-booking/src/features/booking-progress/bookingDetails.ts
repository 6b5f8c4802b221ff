import { cancellationPolicySentence, formatDate, type BookingInProgress } from '@reeltime/shared-lib';

/** The show being booked (a stored booking always names one: `bookingStorage.read()` refuses one that does not). */
export function slotIdOf(booking: BookingInProgress): number {
  return booking.selectedCinema.slotId;
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
  const { theaterName, location } = booking.selectedCinema;
  return location ? `${theaterName}, ${location}` : theaterName;
}

/** The cinema's cancellation policy in one sentence, or nothing when the show carries none. */
export function cancellationPolicyText(booking: BookingInProgress): string | undefined {
  const policy = booking.selectedCinema.cancellationPolicy;
  return policy ? cancellationPolicySentence(policy) : undefined;
}
