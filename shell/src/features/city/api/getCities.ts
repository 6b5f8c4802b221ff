import { apiClient } from '@reeltime/shared-lib';

/** A city with live shows, as the city picker lists it. */
export interface CityOption {
  name: string;
  cinemas: number;
  movies: number;
  shows: number;
}

export const CITIES_PATH = '/cities';

export async function getCities(): Promise<CityOption[]> {
  const { data } = await apiClient.get<CityOption[]>(CITIES_PATH);
  return data;
}
