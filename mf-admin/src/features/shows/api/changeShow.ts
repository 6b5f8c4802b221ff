import type { ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';
import type { AdminShow } from './types';

export type ShowChange = ApiBody<'/api/admin/shows/{id}', 'put'>;

/** `PUT /api/admin/shows/{id}`: refused (409) once anything is sold or held, or when the new time clashes. */
export async function changeShow(showId: number, change: ShowChange): Promise<AdminShow> {
  const { data } = await apiClient.put<AdminShow>(`/api/admin/shows/${showId}`, change);
  return data;
}
