import { bookingStorage, type Booking, type BookingInProgress, type Seat, type SeatHold } from '@reeltime/shared-lib';
import { bookingFixture as confirmedBookingFixture, slotFixture } from '@reeltime/shared-lib/testing';

export function bookingFixture(overrides: Partial<BookingInProgress> = {}): BookingInProgress {
  return {
    movie: { id: 7, title: 'Monsoon Heist', thumbnail: 'http://api.test/posters/7.svg' },
    selectedDateObj: { date: 21, monthName: 'Nov', dayName: 'Sat', fullDate: '2026-11-21' },
    selectedTimeWithAmPm: '6:30 PM',
    selectedCinema: slotFixture({
      slotId: 31,
      showDate: '2026-11-21',
      startTime: '18:30',
      theaterName: 'PVR Phoenix',
      location: 'Lower Parel',
    }),
    selectedSeats: [],
    totalAmount: 0,
    ...overrides,
  };
}

export function holdFixture(overrides: Partial<SeatHold> = {}): SeatHold {
  return {
    slotId: 31,
    seatNumbers: ['A1', 'A2'],
    ticketFee: 400,
    convenienceFee: 33.04,
    totalAmount: 433.04,
    holdExpiresAt: '2026-11-21T12:10:00Z',
    ...overrides,
  };
}

/** Stores a booking as the showtime picker (and, with a hold, the seat page) would. */
export function storeBooking(overrides: Partial<BookingInProgress> = {}): BookingInProgress {
  const booking = bookingFixture(overrides);
  bookingStorage.write(booking);
  return booking;
}

/** A seat of the map: row and column read from its number (`C4`: row C, column 4), a standard Classic seat. */
export function seat(seatNumber: string, overrides: Partial<Seat> = {}): Seat {
  return {
    seatNumber,
    price: 200,
    status: 'AVAILABLE',
    booked: false,
    lockedBySession: false,
    row: seatNumber[0],
    column: Number(seatNumber.slice(1)),
    tier: 'Classic',
    kind: 'standard',
    ...overrides,
  };
}

/** Classic rows A–B at ₹200, Prime row C at ₹350, 6 seats each. */
export function seatMapFixture(): Seat[] {
  return ['A', 'B', 'C'].flatMap((row) =>
    Array.from({ length: 6 }, (_, index) =>
      seat(`${row}${index + 1}`, row === 'C' ? { price: 350, tier: 'Prime' } : { price: 200 }),
    ),
  );
}

/** What `POST /api/bookings/payment` answers (201) for the held seats of `holdFixture`. */
export function paidBookingFixture(overrides: Partial<Booking> = {}): Booking {
  return confirmedBookingFixture({
    id: 88,
    totalAmount: 433.04,
    cinema: { name: 'PVR Phoenix', location: 'Lower Parel' },
    seats: ['A1', 'A2'],
    bookingTime: '2026-11-21T06:42:10.000Z',
    ...overrides,
  });
}
