import { slotFixture } from '../../testing/fixtures';
import { BOOKING_STORAGE_KEYS, bookingStorage, type BookingInProgress } from '../bookingStorage';

const booking: BookingInProgress = {
  movie: { id: 7, title: 'Dune', thumbnail: 'http://api.test/posters/7.svg' },
  selectedDateObj: { date: 21, monthName: 'Nov', dayName: 'Sat', fullDate: '2026-11-21' },
  selectedTimeWithAmPm: '6:30 PM',
  selectedCinema: slotFixture({
    slotId: 12,
    showDate: '2026-11-21',
    startTime: '18:30',
    theaterName: 'PVR Forum',
    location: 'Bengaluru',
  }),
  selectedSeats: [
    { seatNumber: 'A1', price: 250 },
    { seatNumber: 'A2', price: 250 },
  ],
  totalAmount: 500,
};

describe('bookingStorage', () => {
  it('reads nothing before a booking is written', () => {
    expect(bookingStorage.read()).toBeNull();
  });

  it('writes the booking to session storage and reads it back', () => {
    bookingStorage.write(booking);

    expect(bookingStorage.read()).toEqual(booking);
    expect(JSON.parse(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.booking) ?? 'null')).toEqual(booking);
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEYS.booking)).toBeNull();
  });

  it('reads corrupt data as no booking', () => {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.booking, '{not json');
    expect(bookingStorage.read()).toBeNull();
  });

  it('reads a stored booking that names no show as no booking, rather than booking some other show', () => {
    const { selectedCinema, ...rest } = booking;
    const { slotId: _slotId, ...showWithoutId } = selectedCinema;
    window.sessionStorage.setItem(
      BOOKING_STORAGE_KEYS.booking,
      JSON.stringify({ ...rest, selectedCinema: showWithoutId }),
    );
    expect(bookingStorage.read()).toBeNull();
  });

  it('update merges a patch into the stored booking', () => {
    bookingStorage.write(booking);
    const hold = {
      slotId: 12,
      seatNumbers: ['A1', 'A2'],
      ticketFee: 500,
      convenienceFee: 41.3,
      totalAmount: 541.3,
      holdExpiresAt: '2026-11-21T13:10:00Z',
    };

    bookingStorage.update({ bookingResponse: hold, totalAmount: 541.3 });

    expect(bookingStorage.read()).toEqual({ ...booking, bookingResponse: hold, totalAmount: 541.3 });
  });

  it('update does nothing without a stored booking', () => {
    bookingStorage.update({ totalAmount: 10 });
    expect(bookingStorage.read()).toBeNull();
  });

  it("step defaults to 'movie-selection' and remembers what is set", () => {
    expect(bookingStorage.step()).toBe('movie-selection');
    bookingStorage.setStep('seat-selection');
    expect(bookingStorage.step()).toBe('seat-selection');
    bookingStorage.setStep('payment');
    expect(bookingStorage.step()).toBe('payment');
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.step)).toBe('payment');
  });

  it('clear forgets booking, step, timer and the active-payment marker', () => {
    bookingStorage.write(booking);
    bookingStorage.setStep('payment');
    window.sessionStorage.setItem(BOOKING_STORAGE_KEYS.paymentTimer, '420');
    window.localStorage.setItem(BOOKING_STORAGE_KEYS.paymentSessionActive, 'true');
    window.localStorage.setItem('JWT_TOKEN', 'keep-me');

    bookingStorage.clear();

    expect(bookingStorage.read()).toBeNull();
    expect(bookingStorage.step()).toBe('movie-selection');
    expect(window.sessionStorage.getItem(BOOKING_STORAGE_KEYS.paymentTimer)).toBeNull();
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEYS.paymentSessionActive)).toBeNull();
    expect(window.localStorage.getItem('JWT_TOKEN')).toBe('keep-me');
  });

  it('uses distinct keys', () => {
    const keys = Object.values(BOOKING_STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
