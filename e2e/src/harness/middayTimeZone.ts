/**
 * Cinema time zones a journey can run its demo cinemas in, a few hours apart: at any moment one of them is in the
 * middle of its cinema day, when the demo schedule (first show 09:45, last 22:00) still has shows to come today.
 */
const ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

function localHour(zone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

/**
 * A time zone whose local time is now between 11:00 and 15:59, so that a journey booking "a show later today"
 * finds one whatever the hour it runs at.
 */
export function middayTimeZone(now = new Date()): string {
  const zone = ZONES.find((candidate) => {
    const hour = localHour(candidate, now);
    return hour >= 11 && hour <= 15;
  });
  if (!zone) throw new Error(`no listed time zone is at midday at ${now.toISOString()}`);
  return zone;
}
