import type { AppContext } from '../../../app-context.js';
import type { BackOfficeUser } from '../access.js';
import { showOccupancy } from './occupancy.js';
import { reportCinemas } from './report-scope.js';
import type { TodayQuery, TodayReport } from './schemas.js';

/** Today's shows of the account's cinemas (each cinema's own today), with seats sold, held, free and admitted. */
export async function todayShows(ctx: AppContext, user: BackOfficeUser, query: TodayQuery): Promise<TodayReport> {
  const cinemas = await reportCinemas(ctx, user, query.cinemaId);
  const shows = await showOccupancy(ctx, { today: true, cinemas });
  return {
    shows: shows.map(({ occupancyPercent: _percent, ...show }) => ({
      ...show,
      free: Math.max(0, show.capacity - show.sold - show.held),
    })),
  };
}
