import { formatDate, formatTime12h, parseDate } from '@reeltime/shared-lib';

/** `21 Nov 2026` and `6:30 PM` from the booking's ISO show time, in the viewer's time zone. */
export function showDateTimeParts(iso: string): { date: string; time: string } {
  const value = parseDate(iso);
  if (!value) return { date: '', time: '' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: formatDate(iso), time: formatTime12h(`${pad(value.getHours())}:${pad(value.getMinutes())}`) };
}
