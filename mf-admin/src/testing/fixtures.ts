import type { StaffAccount } from '../features/staff/api/getStaffAccount';
import type { ScanResult } from '../features/scan/api/scanTicket';
import type { DoorShow } from '../features/scan/api/getDoorShows';

export const staffFixture = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 2,
  name: 'Front Desk',
  email: 'staff@reeltime.app',
  role: 'staff',
  allCinemas: true,
  cinemas: [],
  ...overrides,
});

export const scannedBooking: NonNullable<ScanResult['booking']> = {
  reference: 'RT-7K3P9Q',
  movieTitle: 'Monsoon Express',
  theaterName: 'Aurora Cinemas',
  showDate: '2026-11-21',
  startTime: '19:45',
  seats: ['D4', 'D5'],
};

/** A signed ticket's text as the API puts it in `ticketQr` (the signature is the server's business). */
export const TICKET_TEXT = '{"bookingId":12,"movie":"Monsoon Express","ref":"RT-7K3P9Q","sig":"abc"}';

const MINUTE_MS = 60_000;
const AURORA = { id: 1, name: 'Aurora Cinemas' };
const MERIDIAN = { id: 2, name: 'Meridian Talkies' };

/** A show starting `startsInMinutes` from now (negative: already running), 150 minutes long. */
export function doorShow(id: number, startsInMinutes: number, overrides: Partial<DoorShow> = {}): DoorShow {
  const startsAt = Date.now() + startsInMinutes * MINUTE_MS;
  return {
    id,
    movieTitle: `Film ${id}`,
    theater: AURORA,
    screen: 'Screen 1',
    showDate: '2026-11-21',
    startTime: '19:45',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 150 * MINUTE_MS).toISOString(),
    admissionOpensAt: new Date(startsAt - 60 * MINUTE_MS).toISOString(),
    seatsSold: 40,
    seatsAdmitted: 12,
    ...overrides,
  };
}

/**
 * Today at Aurora: one show ended, Monsoon Express on screen 2 started 20 minutes ago (the current one), the next
 * in 2 hours; and one show at Meridian Talkies.
 */
export const todaysShows = (): DoorShow[] => [
  doorShow(30, -400, { movieTitle: 'Morning Film', startTime: '09:45' }),
  doorShow(31, -20, { movieTitle: 'Monsoon Express', screen: 'Screen 2', startTime: '19:45' }),
  doorShow(32, 120, { movieTitle: 'Late Film', startTime: '22:05' }),
  doorShow(40, 10, { movieTitle: 'Meridian Film', theater: MERIDIAN, startTime: '20:15' }),
];
