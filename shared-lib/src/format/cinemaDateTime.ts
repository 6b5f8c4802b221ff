const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * The show's date (`yyyy-mm-dd`) and time (`HH:mm`) as the cinema's clock reads them.
 * The API sends show times as ISO 8601 with the cinema's own offset (`2026-11-21T15:00:00+05:30`),
 * so the wall clock is read from the text itself: converting through `Date` would move it into
 * the device's time zone (a 3:00 PM show in Kolkata would read 9:30 AM in London).
 */
export function cinemaDateTime(iso: string): { date: string; time: string } | null {
  const match = WALL_CLOCK.exec(iso);
  return match ? { date: match[1], time: match[2] } : null;
}
