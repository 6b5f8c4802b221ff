import { useEffect, useState } from 'react';
import { chosenCity, setCity, useCity } from '@reeltime/shared-lib';
import { suggestFromBrowser } from '../utils/suggestFromBrowser';

/** Set once a city was suggested on this device: a customer who then chose "All cities" is not offered one again. */
const SUGGESTED_KEY = 'reeltime.city-suggested';

function suggestedBefore(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberSuggested(): void {
  try {
    window.localStorage.setItem(SUGGESTED_KEY, '1');
  } catch {
    // Storage refused: the suggestion may come again on the next visit.
  }
}

/**
 * With no city chosen yet (and none suggested before on this device), a browser that looks local gets the city its time zone or language suggests, after the
 * page has loaded (never before it is needed, never in the way): the site follows it at once and the returned name
 * is shown as a "Showing {city} — change" chip until the customer keeps or changes it. Null otherwise.
 */
export function useCitySuggestion(): { suggested: string | null; dismiss: () => void } {
  const city = useCity();
  const [suggested, setSuggested] = useState<string | null>(null);

  useEffect(() => {
    if (chosenCity() !== null || suggestedBefore()) return undefined;
    let cancelled = false;
    // In the shell's own chunk (about 0.6 KB compressed): a chunk of its own would be one more request, and one more
    // round trip before the page's next scripts, on every first visit.
    suggestFromBrowser()
      .then((suggestion) => {
        if (cancelled || !suggestion || chosenCity() !== null) return;
        rememberSuggested();
        setCity(suggestion);
        setSuggested(suggestion);
      })
      // Without the list nothing is suggested; the picker offers the cities when opened.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  return { suggested: suggested !== null && suggested === city ? suggested : null, dismiss: () => setSuggested(null) };
}
