import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearSession, setToken } from '../../auth/authStore';
import { prefetchSeatMap, seatMapQuery } from '../../booking/seatMapQuery';
import type { AppEvent } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { apiUrl, applyTestRuntimeConfig } from '../../testing';
import { prefetchPage } from '../prefetch';
import { useApiQuery } from '../query';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  applyTestRuntimeConfig();
  clearSession();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves show `slotId`'s seat map and counts the requests, with the Authorization each one carried. */
function serveSeatMap(slotId: number) {
  const requests: (string | null)[] = [];
  server.use(
    http.get(apiUrl(`/api/seats/slot/${slotId}`), ({ request }) => {
      requests.push(request.headers.get('Authorization'));
      return HttpResponse.json([{ seatNumber: 'A1', status: 'AVAILABLE' }]);
    }),
  );
  return requests;
}

const freshCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('fetching ahead', () => {
  it('a seat map fetched ahead is what the seat selection shows: one request, not two', async () => {
    const requests = serveSeatMap(41);
    prefetchSeatMap(41);
    await waitFor(() => expect(requests).toHaveLength(1));

    const { key, fetch } = seatMapQuery(41);
    const { result } = renderHook(() => useApiQuery(key, fetch));
    await waitFor(() => expect(result.current.data).toEqual([{ seatNumber: 'A1', status: 'AVAILABLE' }]));
    expect(requests).toHaveLength(1);
  });

  it('a logged-in customer’s map is fetched ahead under their session, and used by their seat selection', async () => {
    setToken('token-1');
    const requests = serveSeatMap(42);
    prefetchSeatMap(42);
    await waitFor(() => expect(requests).toEqual(['Bearer token-1']));

    const { key, fetch } = seatMapQuery(42);
    expect(key).toEqual(['/api/seats/slot/42', 'token-1']);
    const { result } = renderHook(() => useApiQuery(key, fetch));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(requests).toHaveLength(1);
  });

  it('without a fetch ahead the seat selection asks the API itself', async () => {
    const requests = serveSeatMap(43);
    const { key, fetch } = seatMapQuery(43);
    const { result } = renderHook(() => useApiQuery(key, fetch), { wrapper: freshCache });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(requests).toHaveLength(1);
  });

  it('asks the shell for a page’s code once per visit', () => {
    const seen: AppEvent[] = [];
    const subscription = eventBus.on('page:prefetch').subscribe((event) => seen.push(event));
    prefetchPage('/movies/3/seat-selection');
    prefetchPage('/movies/3/seat-selection');
    prefetchPage('/payment');
    subscription.unsubscribe();
    expect(seen).toEqual([
      { type: 'page:prefetch', path: '/movies/3/seat-selection' },
      { type: 'page:prefetch', path: '/payment' },
    ]);
  });
});
