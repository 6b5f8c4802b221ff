/** yyyy-mm-ddTHH:mm of an instant on a cinema's clock: the value of a datetime-local field. */
export function cinemaDateTimeInput(instant: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a cinema's clock shows `local` (yyyy-mm-ddTHH:mm), whatever the device's zone; null when malformed. */
export function cinemaInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then at the corrected instant (twice settles a change of the clocks).
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = cinemaDateTimeInput(new Date(instant), timeZone);
    const [y, mo, d, h, mi] = shown.split(/[-T:]/).map(Number);
    instant += wanted - Date.UTC(y, mo - 1, d, h, mi);
  }
  return new Date(instant);
}
