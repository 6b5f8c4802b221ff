/** Time zones of the country the cinemas are in: a browser set to one is probably near one of them. */
const LOCAL_TIME_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** The city most people reading the site in that language live nearest to (Indian languages only). */
const CITY_OF_LANGUAGE: Record<string, string> = {
  ta: 'Chennai',
  te: 'Hyderabad',
  kn: 'Bengaluru',
  ml: 'Kochi',
  mr: 'Mumbai',
  hi: 'Mumbai',
  gu: 'Mumbai',
  bn: 'Kolkata',
};

/** Whether the browser looks like it is in the cinemas' country (its time zone or an Indian language). */
export function looksLocal(timeZone: string | undefined, languages: readonly string[]): boolean {
  return (
    (timeZone !== undefined && LOCAL_TIME_ZONES.has(timeZone)) ||
    languages.some((language) => language.toLowerCase().split('-')[0] in CITY_OF_LANGUAGE)
  );
}

/**
 * The city to offer a customer who has not chosen one: the city of the first browser language that names one with
 * shows; else, in the cinemas' time zone, the city with the most shows; else none (a visitor from abroad is shown
 * every city until they choose).
 */
export function suggestCity(
  timeZone: string | undefined,
  languages: readonly string[],
  cities: readonly { name: string; shows: number }[],
): string | null {
  const withShows = new Map(cities.map((city) => [city.name.toLowerCase(), city.name]));
  for (const language of languages) {
    const city = CITY_OF_LANGUAGE[language.toLowerCase().split('-')[0]];
    const known = city && withShows.get(city.toLowerCase());
    if (known) return known;
  }
  if (timeZone === undefined || !LOCAL_TIME_ZONES.has(timeZone) || cities.length === 0) return null;
  return [...cities].sort((a, b) => b.shows - a.shows || a.name.localeCompare(b.name))[0].name;
}

/** Those zones' offset from UTC as `Date` gives it (minutes, the sign reversed), all year round: no daylight saving. */
const LOCAL_UTC_OFFSET = -330;

/**
 * The browser's own time zone and languages. The zone's name is asked of Intl only when the clock is at the cinemas'
 * offset: the first Intl.DateTimeFormat of a page loads the locale's calendar data (70–100 ms on a phone), and a
 * browser at any other offset cannot be in one of their zones (`undefined` then).
 */
export function browserLocale(): { timeZone: string | undefined; languages: readonly string[] } {
  let timeZone: string | undefined;
  try {
    if (new Date().getTimezoneOffset() === LOCAL_UTC_OFFSET)
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
  return { timeZone, languages };
}
