import { createStore } from '../state/createStore';
import { useStore } from '../state/useStore';

/** The city the customer browses in, remembered on this device (localStorage) and shared by every app. */
export const CITY_STORAGE_KEY = 'reeltime.city';

function readCity(): string | null {
  try {
    const stored = window.localStorage.getItem(CITY_STORAGE_KEY)?.trim();
    return stored ? stored : null;
  } catch {
    return null;
  }
}

const cityStore = createStore<{ city: string | null }>({ city: typeof window === 'undefined' ? null : readCity() });

/** Chooses the city (null forgets it) for this page, the other apps on it and later visits. */
export function setCity(city: string | null): void {
  const chosen = city?.trim() || null;
  try {
    if (chosen) window.localStorage.setItem(CITY_STORAGE_KEY, chosen);
    else window.localStorage.removeItem(CITY_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page.
  }
  if (cityStore.get().city !== chosen) cityStore.set({ city: chosen });
}

/** The chosen city, or null before the customer has chosen one. */
export function chosenCity(): string | null {
  return cityStore.get().city;
}

/** The chosen city; re-renders when it changes here or in another tab. */
export function useCity(): string | null {
  return useStore(cityStore, (state) => state.city);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CITY_STORAGE_KEY || event.key === null) {
      const city = readCity();
      if (cityStore.get().city !== city) cityStore.set({ city });
    }
  });
}
