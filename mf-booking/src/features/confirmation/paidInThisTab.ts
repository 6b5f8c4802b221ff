/** In this tab's sessionStorage: the booking just paid for, so a reload, Back or Forward shows its confirmation again. */
export const PAID_BOOKING_STORAGE_KEY = 'reeltime.paidBooking';

export const paidInThisTab = {
  remember(bookingId: number | string): void {
    window.sessionStorage.setItem(PAID_BOOKING_STORAGE_KEY, String(bookingId));
  },
  /** The booking id, or null when this tab has paid for nothing since it last started a booking. */
  read(): number | null {
    const id = Number(window.sessionStorage.getItem(PAID_BOOKING_STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  forget(): void {
    window.sessionStorage.removeItem(PAID_BOOKING_STORAGE_KEY);
  },
};
