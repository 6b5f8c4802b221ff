import type { Booking, Movie } from '../domain/types';

let nextId = 1000;

/** A believable movie; override what the test is about. */
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

let nextBookingId = 500;

/** A confirmed booking as `GET /api/bookings/my-bookings` and `POST /api/bookings/payment` return it. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? nextBookingId++;
  return {
    id,
    bookingId: id,
    status: 'CONFIRMED',
    totalAmount: 590,
    movie: { id: 7, title: 'Monsoon Heist', thumbnail: 'http://api.test/posters/7.svg' },
    cinema: { name: 'PVR Phoenix', location: 'Lower Parel, Mumbai' },
    showDateTime: '2026-11-21T18:30:00+05:30',
    seats: ['C4', 'C5'],
    bookingTime: '2026-11-20T10:00:00+05:30',
    ...overrides,
  };
}
