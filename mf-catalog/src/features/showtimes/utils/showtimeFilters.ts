import { compareText } from '@reeltime/shared-lib';
import type { ShowSlot } from './showFacts';

export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** The parts of the day a customer picks a show by, with the start times each covers (cinema time). */
export const TIMES_OF_DAY: { value: TimeOfDay; label: string; hint: string }[] = [
  { value: 'morning', label: 'Morning', hint: 'before 12 PM' },
  { value: 'afternoon', label: 'Afternoon', hint: '12–4 PM' },
  { value: 'evening', label: 'Evening', hint: '4–8 PM' },
  { value: 'night', label: 'Night', hint: 'after 8 PM' },
];

/** Morning before 12:00, afternoon 12:00–15:59, evening 16:00–19:59, night from 20:00. */
export function timeOfDay(startTime: string): TimeOfDay {
  const hour = Number(startTime.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 16) return 'afternoon';
  if (hour < 20) return 'evening';
  return 'night';
}

const FORMAT_ORDER = ['2D', '3D', 'IMAX', '4DX'];

export interface ShowtimeFilters {
  formats: string[];
  languages: string[];
  times: TimeOfDay[];
}

export const NO_FILTERS: ShowtimeFilters = { formats: [], languages: [], times: [] };

/** What the shows offer to filter by: their formats (2D, 3D, IMAX, 4DX), audio languages (A to Z) and parts of the day. */
export function filterOptions(slots: readonly ShowSlot[]): ShowtimeFilters {
  const formats = new Set<string>();
  const languages = new Set<string>();
  const times = new Set<TimeOfDay>();
  for (const slot of slots) {
    if (slot.format) formats.add(slot.format);
    if (slot.audioLanguage) languages.add(slot.audioLanguage);
    times.add(timeOfDay(slot.startTime));
  }
  const rank = (format: string) => (FORMAT_ORDER.includes(format) ? FORMAT_ORDER.indexOf(format) : FORMAT_ORDER.length);
  return {
    formats: [...formats].sort((a, b) => rank(a) - rank(b) || compareText(a, b)),
    languages: [...languages].sort(compareText),
    times: TIMES_OF_DAY.map((option) => option.value).filter((value) => times.has(value)),
  };
}

/** A show passes when it matches one of the chosen values of every filter that has some (none chosen: any). */
export function matchesFilters(slot: ShowSlot, filters: ShowtimeFilters): boolean {
  const passes = (chosen: readonly string[], value: string | null | undefined) =>
    chosen.length === 0 || (value != null && chosen.includes(value));
  return (
    passes(filters.formats, slot.format) &&
    passes(filters.languages, slot.audioLanguage) &&
    passes(filters.times, timeOfDay(slot.startTime))
  );
}

export const hasFilters = (filters: ShowtimeFilters): boolean =>
  filters.formats.length + filters.languages.length + filters.times.length > 0;

/** Chooses `value` of one filter, or unchooses it when it was chosen. */
export function toggleFilter<K extends keyof ShowtimeFilters>(
  filters: ShowtimeFilters,
  key: K,
  value: ShowtimeFilters[K][number],
): ShowtimeFilters {
  const chosen = filters[key] as string[];
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return { ...filters, [key]: next };
}
