import type { ApiAnswer } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

/** A city with live shows, as the city picker lists it. */
export type CityOption = ApiAnswer<'/cities'>[number];

export const CITIES_PATH = '/cities';

export async function getCities(): Promise<CityOption[]> {
  const { data } = await apiClient.get<CityOption[]>(CITIES_PATH);
  return data;
}
