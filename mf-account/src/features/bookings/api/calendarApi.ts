import { apiClient, type Booking } from '@reeltime/shared-lib';

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** The booking's calendar invite (`.ics`), fetched with the signed-in user's token. */
export async function fetchCalendarFile(id: Booking['id']): Promise<{ blob: Blob; filename: string }> {
  const response = await apiClient.get<Blob>(`/api/bookings/${id}/calendar.ics`, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = FILENAME.exec(disposition)?.[1] ?? `reeltime-booking-${id}.ics`;
  return { blob: response.data, filename: decodeURIComponent(filename) };
}
