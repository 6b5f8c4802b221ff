const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads `yyyy-mm-dd` (a calendar day, no time zone) or an ISO string. */
export function parseDate(value: string | null | undefined): Date | null {
  if (value == null) return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** `21 Nov 2026`; '' when there is no usable date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? longDate.format(date) : '';
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
