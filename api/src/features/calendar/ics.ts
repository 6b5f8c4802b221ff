import { toInstant, type LocalDateTime } from '../../lib/cinema-time.js';

/**
 * A small iCalendar (RFC 5545) writer for one event: text escaping (§3.3.11), line folding at 75 octets
 * (§3.1, never inside a UTF-8 character), CRLF line ends, local times with a TZID and its VTIMEZONE.
 */

export interface CalendarEvent {
  /** Globally unique and stable, so re-importing updates the same event. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** Wall-clock start and end in `timeZone`: yyyy-mm-dd and HH:mm. */
  start: LocalDateTime;
  end: LocalDateTime;
  /** IANA zone, e.g. Asia/Kolkata. */
  timeZone: string;
  /** When the event was created (DTSTAMP). */
  stamp: Date;
}

const PRODID = '-//ReelTime//Booking//EN';

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, continuation lines starting with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 20261122T193000 (local, no zone designator). */
function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** 20261122T140000Z */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The zone's UTC offset at an instant, in minutes (e.g. 330 for Asia/Kolkata). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * A VTIMEZONE valid for the event: one STANDARD observance with the zone's offset at the event's start.
 * Enough for a single event (calendar clients use the TZID's offset at that date); it names the IANA zone,
 * which clients such as Google, Apple and Outlook also recognise by itself.
 */
function vtimezone(timeZone: string, at: Date): string[] {
  const offset = offsetText(zoneOffsetMinutes(at, timeZone));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** Calendar apps ring this long before the show starts (RFC 5545 VALARM): time to set off for the cinema. */
export const SHOW_ALARM_MINUTES = 60;

/** A display alarm `SHOW_ALARM_MINUTES` before the event starts. */
function showAlarm(event: CalendarEvent): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${event.summary} starts in ${SHOW_ALARM_MINUTES / 60} hour`)}`,
    `TRIGGER;RELATED=START:-PT${SHOW_ALARM_MINUTES}M`,
    'END:VALARM',
  ];
}

/** The whole VCALENDAR text (CRLF line ends, folded). */
export function renderCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone(event.timeZone, toInstant(event.start, event.timeZone)),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start.date, event.start.time)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(event.end.date, event.end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    ...showAlarm(event),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
