import { formatRupees, monthShort, parseDate, weekdayShort, type Slot } from '@reeltime/shared-lib';

/**
 * A show to choose: a slot of `GET /movies/{id}`, or a show of a cinema's page (`GET /cinemas/{id}`), which
 * carries neither the seat counts nor the start as an instant.
 */
export type ShowSlot = Omit<Slot, 'startsAt' | 'totalSeats' | 'availableSeats'> &
  Partial<Pick<Slot, 'startsAt' | 'totalSeats' | 'availableSeats'>>;

export type Availability = 'available' | 'filling-fast' | 'sold-out' | 'unknown';

/** "Filling fast" from 70 % of the seats taken (booked or held); sold out at none left; unknown without counts. */
export function availabilityOf(slot: ShowSlot): Availability {
  const { availableSeats, totalSeats } = slot;
  if (typeof availableSeats !== 'number' || typeof totalSeats !== 'number' || totalSeats <= 0) return 'unknown';
  if (availableSeats <= 0) return 'sold-out';
  return (totalSeats - availableSeats) / totalSeats >= 0.7 ? 'filling-fast' : 'available';
}

/** "₹180–₹420", "₹250" when every seat costs the same; '' when the API sends no prices. */
export function priceRangeLabel(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  if (typeof minPrice !== 'number' || typeof maxPrice !== 'number') return '';
  return minPrice === maxPrice ? formatRupees(minPrice) : `${formatRupees(minPrice)}–${formatRupees(maxPrice)}`;
}

/** "Tamil · English subtitles", "Hindi"; '' when the API names no language. */
export function soundLabel(slot: Pick<ShowSlot, 'audioLanguage' | 'subtitles'>): string {
  return [slot.audioLanguage, slot.subtitles && `${slot.subtitles} subtitles`].filter(Boolean).join(' · ');
}

export interface ShowDay {
  showDate: string;
  dayName: string;
  date: number;
  monthName: string;
}

/** The label parts of a show date, as the booking in progress stores them. */
export function describeShowDate(showDate: string): ShowDay {
  const day = parseDate(showDate);
  if (!day) return { showDate, dayName: '', date: 0, monthName: '' };
  return { showDate, dayName: weekdayShort(day), date: day.getDate(), monthName: monthShort(day) };
}
