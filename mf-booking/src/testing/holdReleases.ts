import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@reeltime/shared-lib/testing';

export interface ReleaseRequest {
  slotId: string | null;
  authorization: string | null;
  keepalive: boolean;
}

/** Answers `DELETE /api/bookings/hold` with 204 and records every call, in order. */
export function recordHoldReleases(): ReleaseRequest[] {
  const releases: ReleaseRequest[] = [];
  server.use(
    http.delete(apiUrl('/api/bookings/hold'), ({ request }) => {
      releases.push({
        slotId: new URL(request.url).searchParams.get('slotId'),
        authorization: request.headers.get('authorization'),
        keepalive: request.keepalive,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return releases;
}
