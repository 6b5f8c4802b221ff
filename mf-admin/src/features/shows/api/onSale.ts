import type { ApiAnswer, ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

const onSalePath = (showId: number) => `/api/admin/shows/${showId}/on-sale`;

/** A show's on-sale through the waiting room, as the API answers it. */
export type OnSale = ApiAnswer<'/api/admin/shows/{id}/on-sale', 'put'>;

/** `GET /api/admin/shows/{id}/on-sale`: null when the show is sold without a queue. */
export async function getOnSale(showId: number): Promise<OnSale | null> {
  const { data } = await apiClient.get<ApiAnswer<'/api/admin/shows/{id}/on-sale'>>(onSalePath(showId));
  return data.onSale;
}

/** `PUT /api/admin/shows/{id}/on-sale`: sold through a queue from `onSaleAt`, `admitPerMinute` customers a minute. */
export async function saveOnSale(showId: number, onSaleAt: string, admitPerMinute: number): Promise<OnSale> {
  const body: ApiBody<'/api/admin/shows/{id}/on-sale', 'put'> = { onSaleAt, admitPerMinute };
  const { data } = await apiClient.put<OnSale>(onSalePath(showId), body);
  return data;
}

/** `DELETE /api/admin/shows/{id}/on-sale`: sold without a queue again. */
export async function removeOnSale(showId: number): Promise<void> {
  await apiClient.delete(onSalePath(showId));
}
