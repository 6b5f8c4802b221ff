import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeText, foldLine, renderCalendar, type CalendarEvent } from '../ics.js';
import { eventProperty, parseIcs, unescapeIcsText, unfoldIcs } from '../../../testing/ics-parse.js';

const event: CalendarEvent = {
  uid: 'booking-42@reeltime.app',
  summary: 'Monsoon Express at PVR Phoenix',
  description: 'Booking reference: RT-7K3P9Q\nSeats: F5, F6',
  location: 'PVR Phoenix, Lower Parel, Mumbai',
  start: { date: '2026-11-21', time: '22:45' },
  end: { date: '2026-11-22', time: '01:13' },
  timeZone: 'Asia/Kolkata',
  stamp: new Date('2026-11-20T20:12:13.000Z'),
};

test('TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11)', () => {
  assert.equal(escapeText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf');
  assert.equal(unescapeIcsText(escapeText('Seats: F5, F6; row\\F\nEnjoy')), 'Seats: F5, F6; row\\F\nEnjoy');
});

test('long lines fold at 75 octets without splitting a UTF-8 character, and unfold to the original', () => {
  const line = `DESCRIPTION:${'₹ Déjà vu — '.repeat(20)}`;
  const folded = foldLine(line);
  const physical = folded.split('\r\n');
  assert.ok(physical.length > 1);
  for (const [index, piece] of physical.entries()) {
    assert.ok(Buffer.byteLength(piece) <= 75, `line ${index} is ${Buffer.byteLength(piece)} octets`);
    if (index > 0) assert.equal(piece[0], ' ');
    assert.ok(!piece.includes('\uFFFD'));
  }
  assert.equal(folded.replace(/\r\n /g, ''), line);
  assert.equal(foldLine('SUMMARY:short'), 'SUMMARY:short');
});

test('the calendar has CRLF lines, local DTSTART/DTEND with the cinema’s TZID and a matching VTIMEZONE', () => {
  const text = renderCalendar(event);
  assert.ok(text.endsWith('\r\n'));
  assert.ok(!/[^\r]\n/.test(text), 'every line ends with CRLF');
  const lines = unfoldIcs(text);
  assert.equal(lines[0], 'BEGIN:VCALENDAR');
  assert.equal(lines.at(-1), 'END:VCALENDAR');
  assert.ok(lines.includes('VERSION:2.0'));
  assert.ok(lines.some((line) => line.startsWith('PRODID:')));

  assert.deepEqual(eventProperty(text, 'DTSTART'), {
    name: 'DTSTART',
    params: { TZID: 'Asia/Kolkata' },
    value: '20261121T224500',
  });
  assert.deepEqual(eventProperty(text, 'DTEND'), {
    name: 'DTEND',
    params: { TZID: 'Asia/Kolkata' },
    value: '20261122T011300',
  });
  assert.equal(eventProperty(text, 'DTSTAMP')?.value, '20261120T201213Z');
  assert.equal(eventProperty(text, 'UID')?.value, 'booking-42@reeltime.app');
  assert.equal(unescapeIcsText(eventProperty(text, 'LOCATION')!.value), 'PVR Phoenix, Lower Parel, Mumbai');
  assert.equal(unescapeIcsText(eventProperty(text, 'DESCRIPTION')!.value), event.description);

  const properties = parseIcs(text);
  const zone = properties.slice(properties.findIndex((p) => p.value === 'VTIMEZONE'));
  assert.equal(zone.find((p) => p.name === 'TZID')?.value, 'Asia/Kolkata');
  assert.equal(zone.find((p) => p.name === 'TZOFFSETTO')?.value, '+0530');
});

test('a zone with daylight saving gets the offset in force at the show', () => {
  const summer = renderCalendar({
    ...event,
    timeZone: 'Europe/London',
    start: { date: '2026-07-01', time: '19:00' },
    end: { date: '2026-07-01', time: '21:00' },
  });
  const winter = renderCalendar({
    ...event,
    timeZone: 'Europe/London',
    start: { date: '2026-12-01', time: '19:00' },
    end: { date: '2026-12-01', time: '21:00' },
  });
  assert.ok(unfoldIcs(summer).includes('TZOFFSETTO:+0100'));
  assert.ok(unfoldIcs(winter).includes('TZOFFSETTO:+0000'));
});

test('the event carries a display alarm an hour before the show starts, inside the event', () => {
  const lines = unfoldIcs(renderCalendar(event));
  const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
  assert.deepEqual(
    alarm.filter((line) => !line.startsWith('DESCRIPTION:')),
    ['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER;RELATED=START:-PT60M', 'END:VALARM'],
  );
  assert.equal(
    unescapeIcsText(alarm.find((line) => line.startsWith('DESCRIPTION:'))!.slice('DESCRIPTION:'.length)),
    `${event.summary} starts in 1 hour`,
  );
  assert.ok(
    lines.indexOf('BEGIN:VALARM') > lines.indexOf('BEGIN:VEVENT') &&
      lines.indexOf('END:VALARM') < lines.indexOf('END:VEVENT'),
  );
});
