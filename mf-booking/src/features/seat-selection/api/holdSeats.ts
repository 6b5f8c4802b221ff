import { apiClient, type SeatHold } from '@reeltime/shared-lib';
import { admissionHeaders } from '../../waiting-room/utils/admissionTokens';

/** Holds the seats for this user for the payment session (replaces an earlier hold on the slot). */
export async function holdSeats(slotId: number, seatNumbers: string[]): Promise<SeatHold> {
  const headers = await admissionHeaders(slotId);
  const { data } = await apiClient.post<SeatHold>('/api/bookings/select-seats', { slotId, seatNumbers }, { headers });
  return data;
}
