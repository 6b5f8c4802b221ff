import type { ScheduleRequest } from '../api/scheduleShows';
import { TIERS, type ShowFormat, type Tier } from '../api/types';

export const WEEKDAYS = [
  { value: 1, label: 'Mon' },
  { value: 2, label: 'Tue' },
  { value: 3, label: 'Wed' },
  { value: 4, label: 'Thu' },
  { value: 5, label: 'Fri' },
  { value: 6, label: 'Sat' },
  { value: 7, label: 'Sun' },
];

/** What the schedule form holds: prices in rupees as typed. */
export interface ScheduleFormValues {
  movieId: string;
  screenId: string;
  format: ShowFormat;
  audioLanguage: string;
  subtitles: string;
  fromDate: string;
  toDate: string;
  weekdays: number[];
  times: string[];
  prices: Partial<Record<Tier, string>>;
}

/** The request the form describes (prices to paise; every day of the week: no weekdays filter). */
export function scheduleRequest(values: ScheduleFormValues): ScheduleRequest {
  const pricesPaise = Object.fromEntries(
    TIERS.filter((tier) => values.prices[tier]?.trim()).map((tier) => [
      tier,
      Math.round(Number(values.prices[tier]) * 100),
    ]),
  );
  return {
    movieId: Number(values.movieId),
    screenId: Number(values.screenId),
    format: values.format,
    audioLanguage: values.audioLanguage.trim(),
    subtitles: values.subtitles.trim() || null,
    fromDate: values.fromDate,
    toDate: values.toDate,
    times: values.times.filter((time) => time !== ''),
    ...(values.weekdays.length === 7 ? {} : { weekdays: values.weekdays }),
    ...(Object.keys(pricesPaise).length > 0 ? { pricesPaise } : {}),
  };
}
