import type { Booking, UserProfile } from '@reeltime/shared-lib';

let nextBookingId = 500;

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

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return { username: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', gender: 'Female', ...overrides };
}
