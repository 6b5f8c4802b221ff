import { bookingFixture } from '../../testing/fixtures';
import { googleCalendarUrl } from '../calendarLink';

const booking = bookingFixture({
  id: 42,
  totalAmount: 642.6,
  movie: { id: 3, title: 'Monsoon Express', thumbnail: '/posters/3.svg' },
  showDateTime: '2026-11-21T22:45:00+05:30',
  showEndDateTime: '2026-11-22T01:13:00+05:30',
  bookingTime: '2026-11-20T10:12:13.000Z',
  reference: 'RT-7K3P9Q',
  seats: ['F5', 'F6'],
});

describe('Google Calendar link', () => {
  it('opens the event template with the show in UTC, the cinema’s address and the booking', () => {
    const url = new URL(googleCalendarUrl(booking)!);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Monsoon Express at PVR Phoenix',
      dates: '20261121T171500Z/20261121T194300Z',
      details: 'Booking reference: RT-7K3P9Q\nBooking ID: 42\nSeats: F5, F6',
      location: 'PVR Phoenix, Lower Parel, Mumbai',
    });
  });

  it('leaves the reference out when the booking has none', () => {
    const url = new URL(googleCalendarUrl({ ...booking, reference: '' })!);
    expect(url.searchParams.get('details')).toBe('Booking ID: 42\nSeats: F5, F6');
  });

  it('is null when the end of the film is no readable time', () => {
    expect(googleCalendarUrl({ ...booking, showEndDateTime: '' })).toBeNull();
  });
});
