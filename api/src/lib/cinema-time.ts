/** Calendar helpers for the cinema's local time zone (shows are scheduled in local wall-clock time). */

export interface LocalDateTime {
  date: string; // yyyy-mm-dd
  time: string; // HH:mm
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
}

export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const p = parts(instant, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Offset of the zone from UTC at that instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function toInstant(local: LocalDateTime, timeZone: string): Date {
  const [year, month, day] = local.date.split('-').map(Number);
  const [hour, minute] = local.time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset even on a daylight-saving transition day.
  let instant = wallClockAsUtc - offsetMs(new Date(wallClockAsUtc), timeZone);
  instant = wallClockAsUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The wall clock `minutes` after a local date and time (calendar arithmetic, e.g. a show's end). */
export function addMinutes(local: LocalDateTime, minutes: number): LocalDateTime {
  const [year, month, day] = local.date.split('-').map(Number);
  const [hour, minute] = local.time.split(':').map(Number);
  const end = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  return { date: end.toISOString().slice(0, 10), time: end.toISOString().slice(11, 16) };
}

/** `+05:30`: the zone's offset from UTC at that instant. */
function offsetText(instant: Date, timeZone: string): string {
  const offsetMinutes = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** ISO 8601 with the zone's offset, e.g. 2025-01-31T19:30:00+05:30. */
export function toIsoWithOffset(local: LocalDateTime, timeZone: string): string {
  return `${local.date}T${local.time}:00${offsetText(toInstant(local, timeZone), timeZone)}`;
}

/**
 * The instant as ISO 8601 on the zone's clock, with its offset: 2025-01-31T09:30:05+05:30 (and its milliseconds
 * when it has any), so that a customer's page reads the cinema's wall clock from the text and still has the exact
 * instant.
 */
export function instantWithOffset(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  const millis = instant.getUTCMilliseconds();
  const fraction = millis ? `.${String(millis).padStart(3, '0')}` : '';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${fraction}${offsetText(instant, timeZone)}`;
}
