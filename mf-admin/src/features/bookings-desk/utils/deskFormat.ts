import { formatRupees } from '@reeltime/shared-lib';

/** ₹1,250.50 for 125050 paise. */
export function paiseText(paise: number): string {
  return formatRupees(paise / 100);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "21 Nov 2026, 7:45 pm" on the cinema's clock, whatever the device's zone. */
export function cinemaInstant(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

export const HISTORY_LABELS: Record<string, string> = {
  HELD: 'Seats held',
  PAID: 'Paid',
  EMAILED: 'E-mailed',
  ADMITTED: 'Admitted at the door',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  RESENT: 'Confirmation sent again',
};

/** "₹10.50" typed by a person, as whole paise; null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}
