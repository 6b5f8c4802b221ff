import { getCities } from '../api/getCities';
import { browserLocale, looksLocal, suggestCity } from './suggestCity';

/**
 * The city this browser's time zone or languages suggest among the cities with shows, or null (a browser that does
 * not look local is not even asked about: no request). Loaded only when no city has been chosen or suggested yet.
 */
export async function suggestFromBrowser(): Promise<string | null> {
  const { timeZone, languages } = browserLocale();
  if (!looksLocal(timeZone, languages)) return null;
  return suggestCity(timeZone, languages, await getCities());
}
