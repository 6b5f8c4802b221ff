import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@reeltime/shared-lib/testing';
import type { QueueStatus } from '../features/waiting-room/api/queueStatus';

/** A queue answer for show 31 (the booking fixture's show): no queue unless overridden. */
export function queueStatus(overrides: Partial<QueueStatus> = {}): QueueStatus {
  return {
    showId: 31,
    state: 'NO_QUEUE',
    onSaleAt: null,
    position: null,
    peopleAhead: null,
    estimatedWaitSeconds: null,
    admissionToken: null,
    admissionExpiresAt: null,
    ...overrides,
  };
}

/** The seat page's question to the queue, answered "no queue" (a show sold without a waiting room). */
export function serveNoQueue(): void {
  server.use(http.get(apiUrl('/api/waiting-room/:showId'), () => HttpResponse.json(queueStatus())));
}
