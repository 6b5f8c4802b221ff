import { apiClient, fetchFile, type Booking, type DownloadedFile } from '@reeltime/shared-lib';

export async function removeBooking(id: Booking['id']): Promise<string> {
  const { data } = await apiClient.delete<{ message?: string } | undefined>(`/api/user/bookings/${id}`);
  return data?.message ?? '';
}

/** The booking's PDF ticket. */
export function fetchTicket(id: Booking['id']): Promise<DownloadedFile> {
  return fetchFile(`/api/bookings/${id}/download`, `ticket-booking-${id}.pdf`);
}
