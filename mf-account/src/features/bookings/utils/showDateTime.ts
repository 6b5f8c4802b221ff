import { cinemaDateTime, formatDate, formatTime12h } from '@reeltime/shared-lib';

/**
 * `21 Nov 2026` and `6:30 PM` as the cinema's clock reads them, whatever the device's time zone:
 * the API sends the show time with the cinema's own offset, and the wall clock is taken from it as is.
 */
export function showDateTimeParts(iso: string): { date: string; time: string } {
  const show = cinemaDateTime(iso);
  if (!show) return { date: '', time: '' };
  return { date: formatDate(show.date), time: formatTime12h(show.time) };
}
