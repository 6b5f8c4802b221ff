import { useState } from 'react';

/** localStorage key of the city the visitor last picked on a movie page (owned by the catalog remote). */
export const CITY_STORAGE_KEY = 'reeltime:city';

function readCity(): string | null {
  try {
    return window.localStorage.getItem(CITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The city to show cinemas for: the remembered one when this movie plays there, else the first
 * city. Picking one remembers it for every movie page and later visits.
 */
export function useRememberedCity(cities: readonly string[]): [string | null, (city: string) => void] {
  const [picked, setPicked] = useState<string | null>(readCity);
  const city = picked && cities.includes(picked) ? picked : (cities[0] ?? null);
  const pick = (next: string) => {
    setPicked(next);
    try {
      window.localStorage.setItem(CITY_STORAGE_KEY, next);
    } catch {
      // Private mode or a full storage: the choice still holds for this page.
    }
  };
  return [city, pick];
}
