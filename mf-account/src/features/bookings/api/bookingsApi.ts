import { apiClient, type Booking } from '@reeltime/shared-lib';

export async function removeBooking(id: Booking['id']): Promise<string> {
  const { data } = await apiClient.delete<{ message?: string } | undefined>(`/api/user/bookings/${id}`);
  return data?.message ?? '';
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

export interface TicketFile {
  blob: Blob;
  filename: string;
}

export async function fetchTicket(id: Booking['id']): Promise<TicketFile> {
  const response = await apiClient.get<Blob>(`/api/bookings/${id}/download`, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = FILENAME.exec(disposition)?.[1] ?? `ticket-booking-${id}.pdf`;
  return { blob: response.data, filename: decodeURIComponent(filename) };
}
