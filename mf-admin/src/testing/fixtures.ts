import type { StaffAccount } from '../features/staff/api/getStaffAccount';
import type { ScanResult } from '../features/scan/api/scanTicket';

export const staffFixture = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 2, name: 'Front Desk', email: 'staff@reeltime.app', role: 'staff', theater: null, ...overrides,
});

export const scannedBooking: NonNullable<ScanResult['booking']> = {
  reference: 'RT-7K3P9Q', movieTitle: 'Monsoon Express', theaterName: 'Aurora Cinemas',
  showDate: '2026-11-21', startTime: '19:45', seats: ['D4', 'D5'],
};

/** A signed ticket's text as the API puts it in `ticketQr` (the signature is the server's business). */
export const TICKET_TEXT = '{"bookingId":12,"movie":"Monsoon Express","ref":"RT-7K3P9Q","sig":"abc"}';
