import { apiClient } from '@reeltime/shared-lib';
import type { AdminShow, ShowFormat, TierPrices } from './types';

export interface ShowChange {
  showDate?: string;
  startTime?: string;
  format?: ShowFormat;
  audioLanguage?: string;
  subtitles?: string | null;
  pricesPaise?: TierPrices;
}

/** `PUT /api/admin/shows/{id}`: refused (409) once anything is sold or held, or when the new time clashes. */
export async function changeShow(showId: number, change: ShowChange): Promise<AdminShow> {
  const { data } = await apiClient.put<AdminShow>(`/api/admin/shows/${showId}`, change);
  return data;
}
