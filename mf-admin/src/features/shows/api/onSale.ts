import { apiClient } from '@reeltime/shared-lib';

export interface OnSale {
  showId: number;
  onSaleAt: string;
  admitPerMinute: number;
  started: boolean;
  joined: number;
}

/** `GET /api/admin/shows/{id}/on-sale`: null when the show is sold without a queue. */
export async function getOnSale(showId: number): Promise<OnSale | null> {
  const { data } = await apiClient.get<{ onSale: OnSale | null }>(`/api/admin/shows/${showId}/on-sale`);
  return data.onSale;
}

/** `PUT /api/admin/shows/{id}/on-sale`: sold through a queue from `onSaleAt`, `admitPerMinute` customers a minute. */
export async function saveOnSale(showId: number, onSaleAt: string, admitPerMinute: number): Promise<OnSale> {
  const { data } = await apiClient.put<OnSale>(`/api/admin/shows/${showId}/on-sale`, { onSaleAt, admitPerMinute });
  return data;
}

/** `DELETE /api/admin/shows/{id}/on-sale`: sold without a queue again. */
export async function removeOnSale(showId: number): Promise<void> {
  await apiClient.delete(`/api/admin/shows/${showId}/on-sale`);
}
