const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads `yyyy-mm-dd` (a calendar day, no time zone) or an ISO string. */
export function parseDate(value: string | null | undefined): Date | null {
  if (value == null) return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/*
 * The site's one locale (English, India) names days and months as Intl.DateTimeFormat('en-IN') does; the names are
 * written here rather than asked of Intl because the first Intl.DateTimeFormat a page creates loads the locale's
 * calendar data: 70–150 ms on a phone (Chromium at 4x CPU), one long task while the page starts. The date tests
 * hold the names to Intl's.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** `Fri`: the day of the week of a local date, as `Intl.DateTimeFormat('en-IN', { weekday: 'short' })` names it. */
export function weekdayShort(date: Date): string {
  return WEEKDAYS[date.getDay()]!;
}

/** `Sept`: the month of a local date, as `Intl.DateTimeFormat('en-IN', { month: 'short' })` names it. */
export function monthShort(date: Date): string {
  return MONTHS[date.getMonth()]!;
}

/** `21 Nov 2026`; '' when there is no usable date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${date.getDate()} ${monthShort(date)} ${date.getFullYear()}` : '';
}

/** `dd-mm-yy`, as used in share texts. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear() % 100)}`;
}

/** Milliseconds since epoch, or null: for sorting newest first. */
export function dateValue(value: string | null | undefined): number | null {
  return parseDate(value)?.getTime() ?? null;
}
