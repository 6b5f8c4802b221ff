/** The All Movies filters, as they stand in the page's URL (`?language=Tamil,Hindi&genre=Drama&format=IMAX`). */
export interface BrowseFilters {
  language: string[];
  genre: string[];
  format: string[];
}

export type FilterName = keyof BrowseFilters;

export const FILTER_NAMES: readonly FilterName[] = ['language', 'genre', 'format'];

export const NO_FILTERS: BrowseFilters = { language: [], genre: [], format: [] };

const values = (text: string | null) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/** The filters in a URL's query string (unknown parameters ignored, duplicates dropped). */
export function filtersFromSearch(search: string): BrowseFilters {
  const params = new URLSearchParams(search);
  return {
    language: values(params.get('language')),
    genre: values(params.get('genre')),
    format: values(params.get('format')),
  };
}

/** The query string for the filters ('' with none), in a fixed order so equal filters give equal URLs. */
export function searchOf(filters: BrowseFilters, city?: string | null): string {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  for (const name of FILTER_NAMES) if (filters[name].length > 0) params.set(name, filters[name].join(','));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The filters with `value` of `name` switched on or off. */
export function toggleFilter(filters: BrowseFilters, name: FilterName, value: string): BrowseFilters {
  const chosen = filters[name];
  const next = chosen.some((entry) => entry.toLowerCase() === value.toLowerCase())
    ? chosen.filter((entry) => entry.toLowerCase() !== value.toLowerCase())
    : [...chosen, value];
  return { ...filters, [name]: next };
}

export function hasFilters(filters: BrowseFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name].length > 0);
}

export function isChosen(filters: BrowseFilters, name: FilterName, value: string): boolean {
  return filters[name].some((entry) => entry.toLowerCase() === value.toLowerCase());
}
