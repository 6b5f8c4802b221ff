/** Domain shapes shared by every app. */

/** `[year, month, day]`, `yyyy-mm-dd` or an ISO string, as the API may send it. */
export type ReleaseDate = string | [number, number, number];

export interface Slot {
  slotId: number;
  id?: number;
  showDate: string;
  startTime: string;
  theaterName: string;
  location?: string;
  address?: string;
  /** The cinema's cancellation policy: cancel until `cutoffMinutes` before the show for `refundPercent` of the ticket price. */
  cancellationPolicy?: { cutoffMinutes: number; refundPercent: number };
}

export interface Movie {
  id: number;
  title: string;
  description: string;
  thumbnail: string;
  trailer: string | null;
  duration: number;
  certification: string | null;
  language: string | null;
  genre: string;
  releaseDate: ReleaseDate | null;
  slots?: Slot[];
  /** Verified ratings of customers who saw the film; null or absent before the first. */
  rating?: MovieRating | null;
}

export interface MovieRating {
  /** 1–5, to one decimal. */
  average: number;
  count: number;
}

export type SeatStatus = 'AVAILABLE' | 'BOOKED' | 'HELD';

export interface Seat {
  seatNumber: string;
  price: number;
  status: SeatStatus;
  booked: boolean;
  lockedBySession: boolean;
}

/** The answer to `POST /api/bookings/select-seats`. */
export interface SeatHold {
  slotId: number;
  seatNumbers: string[];
  ticketFee: number;
  convenienceFee: number;
  totalAmount: number;
  holdExpiresAt: string;
}

export type BookingStatus = 'CONFIRMED' | 'CANCELLED' | 'PENDING';

export interface Booking {
  id: number;
  bookingId: number | string;
  status: BookingStatus;
  totalAmount: number;
  movie: { id: number; title: string; thumbnail: string };
  cinema: { name: string; location: string };
  showDateTime: string;
  /** When the film ends (start + running time), ISO with the cinema's offset; absent from older APIs. */
  showEndDateTime?: string;
  seats: string[];
  bookingTime: string;
  /** Human booking reference, e.g. `RT-7K3P9Q`; absent on bookings from before references. */
  reference?: string;
  /** The exact text the ticket's QR encodes (signed by the server); see `ticketQrValue`. */
  ticketQr?: string;
  /** Rupees refunded to the card, on a cancelled booking. */
  refundAmount?: number;
  /** True until the show has ended (the API lists these first, soonest first); absent from older APIs. */
  upcoming?: boolean;
  /** When the ticket was admitted at the door (ISO instant); absent until then. */
  admittedAt?: string;
}

/** What cancelling a booking now gives back under its cinema's policy, or why it can no longer be cancelled. */
export interface RefundQuote {
  cancellable: boolean;
  state: 'open' | 'closed' | 'started' | 'admitted' | 'cancelled';
  refundAmount: number;
  cardLast4: string;
  refundWithin: string;
  closesAt: string;
  cutoffMinutes: number;
  refundPercent: number;
  cinemaName: string;
  /** The sentence to show: "₹356.00 to your card ending 1111 within 5–7 days", or why it cannot be cancelled. */
  message: string;
}

export type Gender = 'Male' | 'Female' | 'Other' | '';

export interface UserProfile {
  username: string;
  email: string;
  phone: string;
  gender: Gender;
}
