import { bookingStorage } from '@reeltime/shared-lib';
import { slotFixture } from '@reeltime/shared-lib/testing';
import { routeTitle } from '../routeTitle';

describe('routeTitle', () => {
  afterEach(() => window.sessionStorage.clear());

  it('names each fixed route, and Home after the site', () => {
    expect(routeTitle('/')).toBeNull();
    expect(routeTitle('/movies')).toBe('All Movies');
    expect(routeTitle('/movies/')).toBe('All Movies');
    expect(routeTitle('/my-bookings')).toBe('My Bookings');
    expect(routeTitle('/favorite')).toBe('Favourites');
    expect(routeTitle('/info')).toBe('Your Profile');
    expect(routeTitle('/payment')).toBe('Payment');
    expect(routeTitle('/terms-and-conditions')).toBe('Terms and Conditions');
  });

  it('leaves a movie page to the catalog, which knows its title once loaded', () => {
    expect(routeTitle('/movies/7')).toBeUndefined();
  });

  it('names seat selection after the movie being booked', () => {
    bookingStorage.write({
      movie: { id: 7, title: 'Monsoon Express', thumbnail: '' },
      selectedDateObj: { date: 21, monthName: 'Nov', dayName: 'Sat', fullDate: '2026-11-21' },
      selectedTimeWithAmPm: '6:30 PM',
      selectedCinema: slotFixture({
        slotId: 1,
        showDate: '2026-11-21',
        startTime: '18:30',
        theaterName: 'PVR Phoenix',
      }),
      selectedSeats: [],
      totalAmount: 0,
    });
    expect(routeTitle('/movies/7/seat-selection')).toBe('Monsoon Express — Select Seats');
  });

  it('calls anything else "Page Not Found"', () => {
    expect(routeTitle('/no/such/page')).toBe('Page Not Found');
  });
});
