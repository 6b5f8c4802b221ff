import type { ApiAnswer, ApiBody } from '@reeltime/contract';
import { apiClient } from '@reeltime/shared-lib';

export type ScheduleRequest = ApiBody<'/api/admin/shows', 'post'>;

/** The preview (or what was created): every show of the request and every problem. */
export type ScheduleResult = ApiAnswer<'/api/admin/shows', 'post'>;
/** clash: with a show already on the screen; overlap: within this request; past; skipped_time: a DST gap */
export type ScheduleProblem = ScheduleResult['problems'][number];

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
