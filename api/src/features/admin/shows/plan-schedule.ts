import { badRequest } from '../../../http/errors.js';
import { addDays, toInstant, toLocal } from '../../../lib/cinema-time.js';
import { SCHEDULE_LIMITS, type ScheduleProblem } from './schemas.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface PlannedSlot {
  showDate: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
}

export interface ScheduleRequest {
  fromDate: string;
  toDate: string;
  times: string[];
  weekdays?: number[];
}

/** A yyyy-mm-dd that names a real day (2026-02-30 does not survive the round trip). */
export function assertCalendarDate(date: string, field: string): void {
  if (addDays(date, 0) !== date) throw badRequest(`${field} must be a calendar date written yyyy-mm-dd`);
}

/** ISO day of the week: 1 = Monday … 7 = Sunday. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** Days from one date to another (whole calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Every show a request asks for, in the cinema's time zone, by start; 400 for a request out of bounds. A wall-clock
 * time a daylight-saving change skips (02:30 on the night clocks go forward) is a problem of its own; one the change
 * repeats is its first occurrence.
 */
export function planSchedule(
  request: ScheduleRequest,
  timeZone: string,
  runtimeMinutes: number,
): { slots: PlannedSlot[]; problems: ScheduleProblem[] } {
  assertCalendarDate(request.fromDate, 'fromDate');
  assertCalendarDate(request.toDate, 'toDate');
  const span = daysBetween(request.fromDate, request.toDate);
  if (span < 0) throw badRequest('toDate must be on or after fromDate');
  if (span + 1 > SCHEDULE_LIMITS.maxDays) {
    throw badRequest(
      `toDate: a schedule may span at most ${SCHEDULE_LIMITS.maxDays} days (this one spans ${span + 1})`,
    );
  }
  const times = [...request.times].sort();
  const repeated = times.find((time, index) => index > 0 && times[index - 1] === time);
  if (repeated) throw badRequest(`times lists ${repeated} twice`);
  const weekdays = new Set(request.weekdays ?? [1, 2, 3, 4, 5, 6, 7]);
  if (weekdays.size !== (request.weekdays?.length ?? 7)) throw badRequest('weekdays lists a day twice');

  const dates: string[] = [];
  for (let date = request.fromDate; date <= request.toDate; date = addDays(date, 1)) {
    if (weekdays.has(isoWeekday(date))) dates.push(date);
  }
  if (dates.length === 0)
    throw badRequest('weekdays: no day from fromDate to toDate falls on the chosen days of the week');
  const count = dates.length * times.length;
  if (count > SCHEDULE_LIMITS.maxShows) {
    throw badRequest(
      `times: this request would create ${count} shows; at most ${SCHEDULE_LIMITS.maxShows} may be scheduled at once`,
    );
  }

  const slots: PlannedSlot[] = [];
  const problems: ScheduleProblem[] = [];
  for (const showDate of dates) {
    for (const startTime of times) {
      const startsAt = toInstant({ date: showDate, time: startTime }, timeZone);
      const local = toLocal(startsAt, timeZone);
      if (local.date !== showDate || local.time !== startTime) {
        problems.push({
          kind: 'skipped_time',
          showDate,
          startTime,
          message: `${startTime} does not exist on ${showDate} in ${timeZone}: the clocks change that night`,
        });
        continue;
      }
      slots.push({ showDate, startTime, startsAt, endsAt: new Date(startsAt.getTime() + runtimeMinutes * MINUTE_MS) });
    }
  }
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { slots, problems };
}

/** How two busy spans meet: a screen is busy from a show's start until its end plus the cleaning gap. */
export function overlaps(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
  gapMinutes: number,
): boolean {
  const gap = gapMinutes * MINUTE_MS;
  return a.startsAt.getTime() < b.endsAt.getTime() + gap && b.startsAt.getTime() < a.endsAt.getTime() + gap;
}
