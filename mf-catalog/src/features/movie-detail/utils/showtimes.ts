import { parseDate, type Slot } from '@reeltime/shared-lib';

export interface TheaterShows {
  key: string;
  theaterName: string;
  location: string;
  slots: ShowSlot[];
}

export interface ShowDate {
  showDate: string;
  dayName: string;
  date: number;
  monthName: string;
  theaters: TheaterShows[];
}

const dayName = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short' });

/** The label parts of a show date, as the booking in progress stores them. */
export function describeShowDate(showDate: string): Pick<ShowDate, 'dayName' | 'date' | 'monthName'> {
  const day = parseDate(showDate);
  if (!day) return { dayName: '', date: 0, monthName: '' };
  return { dayName: dayName.format(day), date: day.getDate(), monthName: monthName.format(day) };
}

/** Slots grouped by date (ascending), then by theatre (by name), each theatre's shows by start time. */
export function groupShowtimes(slots: readonly ShowSlot[]): ShowDate[] {
  const byDate = new Map<string, Map<string, TheaterShows>>();
  for (const slot of slots) {
    const location = slot.location ?? slot.address ?? '';
    const theaterKey = `${slot.theaterName}|${location}`;
    const theaters = byDate.get(slot.showDate) ?? new Map<string, TheaterShows>();
    byDate.set(slot.showDate, theaters);
    const theater = theaters.get(theaterKey) ?? { key: theaterKey, theaterName: slot.theaterName, location, slots: [] };
    theaters.set(theaterKey, theater);
    theater.slots.push(slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([showDate, theaters]) => ({
      showDate,
      ...describeShowDate(showDate),
      theaters: [...theaters.values()]
        .sort((a, b) => a.theaterName.localeCompare(b.theaterName))
        .map((theater) => ({ ...theater, slots: [...theater.slots].sort((a, b) => a.startTime.localeCompare(b.startTime)) })),
    }));
}

/** A slot with what the API adds for choosing a show (its city, total and available seats); each may be missing. */
export type ShowSlot = Slot & { city?: string; availableSeats?: number; totalSeats?: number };

export type Availability = 'available' | 'filling-fast' | 'sold-out' | 'unknown';

/** "Filling fast" from 70 % of the seats taken (booked or held); sold out at none left; unknown without counts. */
export function availabilityOf(slot: ShowSlot): Availability {
  const { availableSeats, totalSeats } = slot;
  if (typeof availableSeats !== 'number' || typeof totalSeats !== 'number' || totalSeats <= 0) return 'unknown';
  if (availableSeats <= 0) return 'sold-out';
  return (totalSeats - availableSeats) / totalSeats >= 0.7 ? 'filling-fast' : 'available';
}

/** The cities the movie plays in, A to Z (none when the API sends no city). */
export function citiesOf(slots: readonly ShowSlot[]): string[] {
  return [...new Set(slots.map((slot) => slot.city?.trim() ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
