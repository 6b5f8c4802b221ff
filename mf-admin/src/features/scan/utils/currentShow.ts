import type { DoorShow } from '../api/getDoorShows';

/**
 * The show a door is most likely admitting for now: of the shows not yet ended, the one whose start is
 * nearest to now (just started, or next to start).
 */
export function currentOrNextShow(shows: DoorShow[], now: number): DoorShow | undefined {
  let best: DoorShow | undefined;
  for (const show of shows) {
    if (Date.parse(show.endsAt) <= now) continue;
    if (!best || Math.abs(Date.parse(show.startsAt) - now) < Math.abs(Date.parse(best.startsAt) - now)) best = show;
  }
  return best;
}

/** "7:45 PM – 10:05 PM": the show's start and end as the cinema's clock reads them. */
export function endTime(show: DoorShow): string {
  const [hours, minutes] = show.startTime.split(':').map(Number);
  const total = hours * 60 + minutes + Math.round((Date.parse(show.endsAt) - Date.parse(show.startsAt)) / 60_000);
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
