import type { Booking, Movie, MovieWithSlots, Slot } from '@reeltime/contract';

let nextId = 1000;

/** A believable movie as `GET /movies` lists it; override what the test is about. */
export function movieFixture(overrides: Partial<Movie> = {}): Movie {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Movie ${id}`,
    description: 'A sweeping story of courage, family and a city that never sleeps.',
    thumbnail: `http://api.test/posters/${id}.svg`,
    trailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: 142,
    certification: 'UA',
    language: 'Hindi',
    genre: 'Action, Drama',
    releaseDate: '2026-11-01',
    ...overrides,
  };
}

let nextSlotId = 30;
const cinemaIds = new Map<string, number>();

/**
 * A show as `GET /movies/{id}` lists it (Mumbai, 18:30 on 21 Nov 2026, seats left); override what the test is about.
 * Shows of one `theaterName` share a `cinemaId` unless the test names one.
 */
export function slotFixture(overrides: Partial<Slot> = {}): Slot {
  const slotId = overrides.slotId ?? nextSlotId++;
  const showDate = overrides.showDate ?? '2026-11-21';
  const startTime = overrides.startTime ?? '18:30';
  const theaterName = overrides.theaterName ?? 'PVR Phoenix';
  if (!cinemaIds.has(theaterName)) cinemaIds.set(theaterName, cinemaIds.size + 1);
  return {
    slotId,
    id: slotId,
    showDate,
    startTime,
    startsAt: `${showDate}T${startTime}:00+05:30`,
    theaterName,
    location: 'Lower Parel',
    city: 'Mumbai',
    totalSeats: 120,
    availableSeats: 80,
    cancellationPolicy: { cutoffMinutes: 120, refundPercent: 80 },
    cinemaId: cinemaIds.get(theaterName)!,
    facilities: [],
    format: '2D',
    audioLanguage: 'Hindi',
    subtitles: null,
    minPrice: 200,
    maxPrice: 450,
    ...overrides,
  };
}

/** A movie with its shows as `GET /movies/{id}` returns it. */
export function movieWithSlotsFixture(overrides: Partial<MovieWithSlots> = {}): MovieWithSlots {
  const { slots = [], ...movie } = overrides;
  return { ...movieFixture(movie), slots };
}

let nextBookingId = 500;

/** A confirmed booking as `GET /api/bookings/my-bookings` and `POST /api/bookings/payment` return it. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? nextBookingId++;
  const seats = overrides.seats ?? ['C4', 'C5'];
  return {
    id,
    bookingId: id,
    status: 'CONFIRMED',
    totalAmount: 590,
    ticketFee: 500,
    convenienceFee: 90,
    movie: { id: 7, title: 'Monsoon Heist', thumbnail: 'http://api.test/posters/7.svg' },
    cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
    slotId: 31,
    showDate: '2026-11-21',
    startTime: '18:30',
    showDateTime: '2026-11-21T18:30:00+05:30',
    showEndDateTime: '2026-11-21T20:52:00+05:30',
    seats,
    seatNumbers: seats,
    bookingTime: '2026-11-20T10:00:00+05:30',
    cardLast4: '1111',
    // Empty: a test about the booking reference names one (the API sends RT- and 6 characters).
    reference: '',
    upcoming: true,
    // Empty: the QR then shows the payload the front end builds; a test about the signed text names one.
    ticketQr: '',
    ...overrides,
  };
}
