import type { Movie, SeatHold, Slot } from '@reeltime/contract';

/** The show a booking is for, as the showtime pickers (a film's page, a cinema's page) hand it over. */
type BookedShow = Pick<Slot, 'slotId' | 'showDate' | 'startTime' | 'theaterName' | 'location' | 'cancellationPolicy'>;

/** The booking in progress, kept in the tab's session storage. */
export interface BookingInProgress {
  movie: Pick<Movie, 'id' | 'title' | 'thumbnail'>;
  selectedDateObj: { date: number; monthName: string; dayName: string; fullDate: string };
  selectedTimeWithAmPm: string;
  selectedCinema: BookedShow;
  selectedSeats: { seatNumber: string; price: number }[];
  totalAmount: number;
  bookingResponse?: SeatHold;
}

export type BookingStep = 'movie-selection' | 'seat-selection' | 'payment' | 'confirmation';

export const BOOKING_STORAGE_KEYS = {
  booking: 'reeltime.booking',
  step: 'reeltime.bookingStep',
  paymentTimer: 'reeltime.paymentTimer',
  /** In localStorage: a reload during payment cancels the booking. */
  paymentSessionActive: 'reeltime.paymentSessionActive',
} as const;

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function isBookingInProgress(value: unknown): value is BookingInProgress {
  const booking = value as Partial<BookingInProgress> | null;
  return Number.isInteger(booking?.movie?.id) && Number.isInteger(booking?.selectedCinema?.slotId);
}

export const bookingStorage = {
  /** The booking this tab stored, or null when there is none or what is stored does not name a film and a show. */
  read(): BookingInProgress | null {
    const stored = readJson<BookingInProgress>(window.sessionStorage, BOOKING_STORAGE_KEYS.booking);
    return stored !== null && isBookingInProgress(stored) ? stored : null;
  },
  write(booking: BookingInProgress): void {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.booking, JSON.stringify(booking));
  },
  update(patch: Partial<BookingInProgress>): void {
    const current = bookingStorage.read();
    if (current) bookingStorage.write({ ...current, ...patch });
  },
  step(): BookingStep {
    return (window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.step) as BookingStep | null) ?? 'movie-selection';
  },
  setStep(step: BookingStep): void {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.step, step);
  },
  /** Forgets the whole booking: data, step, timer and the active-payment marker. */
  clear(): void {
    Object.values(BOOKING_STORAGE_KEYS).forEach((key) => {
      window.sessionStorage.removeItem(key);
      window.localStorage.removeItem(key);
    });
  },
};
