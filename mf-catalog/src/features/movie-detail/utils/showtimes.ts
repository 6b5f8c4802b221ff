import { compareText } from '@reeltime/shared-lib';
import { describeShowDate, type ShowDay, type ShowSlot } from '../../showtimes/utils/showFacts';

export interface TheaterShows {
  key: string;
  cinemaId?: number;
  theaterName: string;
  location: string;
  city: string;
  facilities: string[];
  slots: ShowSlot[];
}

export interface ShowDate extends ShowDay {
  theaters: TheaterShows[];
}

/** Slots grouped by date (ascending), then by cinema (by city, then name), each cinema's shows by start time. */
export function groupShowtimes(slots: readonly ShowSlot[]): ShowDate[] {
  const byDate = new Map<string, Map<string, TheaterShows>>();
  for (const slot of slots) {
    const { location } = slot;
    const theaterKey = String(slot.cinemaId);
    const theaters = byDate.get(slot.showDate) ?? new Map<string, TheaterShows>();
    byDate.set(slot.showDate, theaters);
    const theater = theaters.get(theaterKey) ?? {
      key: theaterKey,
      cinemaId: slot.cinemaId,
      theaterName: slot.theaterName,
      location,
      city: slot.city?.trim() ?? '',
      facilities: slot.facilities ?? [],
      slots: [],
    };
    theaters.set(theaterKey, theater);
    theater.slots.push(slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([showDate, theaters]) => ({
      ...describeShowDate(showDate),
      theaters: [...theaters.values()]
        .sort((a, b) => compareText(a.city, b.city) || compareText(a.theaterName, b.theaterName))
        .map((theater) => ({
          ...theater,
          slots: [...theater.slots].sort((a, b) => compareText(a.startTime, b.startTime)),
        })),
    }));
}

/** The cities the movie plays in, A to Z (none when the API sends no city). */
export function citiesOf(slots: readonly ShowSlot[]): string[] {
  return [...new Set(slots.map((slot) => slot.city?.trim() ?? '').filter(Boolean))].sort(compareText);
}
