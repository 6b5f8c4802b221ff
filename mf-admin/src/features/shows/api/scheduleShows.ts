import { apiClient } from '@reeltime/shared-lib';
import type { ShowFormat, TierPrices } from './types';

export interface ScheduleRequest {
  movieId: number;
  screenId: number;
  format: ShowFormat;
  audioLanguage: string;
  subtitles?: string | null;
  fromDate: string;
  toDate: string;
  times: string[];
  /** 1 = Monday … 7 = Sunday */
  weekdays?: number[];
  pricesPaise?: TierPrices;
}

export interface ScheduleProblem {
  /** clash: with a show already on the screen; overlap: within this request; past; skipped_time: a DST gap */
  kind: 'clash' | 'overlap' | 'past' | 'skipped_time';
  showDate?: string;
  startTime?: string;
  message: string;
}

/** The preview (or what was created): every show of the request and every problem. */
export interface ScheduleResult {
  dryRun: boolean;
  created: number;
  movie: { id: number; title: string; runtimeMinutes: number };
  screen: { id: number; name: string; theaterName: string; timeZone: string; cleaningMinutes: number };
  shows: { id?: number; showDate: string; startTime: string; startsAt: string; endsAt: string; pricesPaise: TierPrices }[];
  problems: ScheduleProblem[];
}

/** `POST /api/admin/shows?dryRun=true`: what the request would create and why it would be refused; nothing is created. */
export async function previewSchedule(request: ScheduleRequest): Promise<ScheduleResult> {
  const { data } = await apiClient.post<ScheduleResult>('/api/admin/shows', request, { params: { dryRun: true } });
  return data;
}

/** `POST /api/admin/shows`: creates every show of the request, or none (the error names each problem). */
export async function scheduleShows(request: ScheduleRequest): Promise<ScheduleResult> {
  const { data } = await apiClient.post<ScheduleResult>('/api/admin/shows', request);
  return data;
}
