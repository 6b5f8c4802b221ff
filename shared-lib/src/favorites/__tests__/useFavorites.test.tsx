import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, renderHook, waitFor } from '@testing-library/react';
import { authStore, clearSession, setToken } from '../../auth/authStore';
import { apiUrl, applyTestRuntimeConfig, movieFixture, QueryTestConfig } from '../../testing';
import { useFavorites } from '../useFavorites';

const server = setupServer();
const favoritesUrl = apiUrl('/api/user/favorites');
const dune = movieFixture({ id: 7, title: 'Dune' });
let requests = 0;

beforeAll(() => {
  applyTestRuntimeConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  clearSession();
  requests = 0;
  server.use(
    http.get(favoritesUrl, () => {
      requests += 1;
      return HttpResponse.json([dune]);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('useFavorites', () => {
  it('does not fetch for anonymous visitors', () => {
    const { result } = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });
    expect(result.current).toMatchObject({ hasFetched: false, loading: false, favoriteMovieIds: [] });
    expect(requests).toBe(0);
  });

  it('fetches once when logged in, however many components ask', async () => {
    setToken('tok');
    const first = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });
    const second = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });

    await waitFor(() => expect(first.result.current.favoriteMovieIds).toEqual([7]));
    expect(second.result.current.favoriteMovies).toEqual([dune]);

    first.unmount();
    renderHook(() => useFavorites(), { wrapper: QueryTestConfig });
    expect(requests).toBe(1);
  });

  it('fetches when the user logs in, and again after logout and a new login', async () => {
    const { result } = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });

    act(() => setToken('tok'));
    await waitFor(() => expect(result.current.hasFetched).toBe(true));

    act(() => clearSession());
    expect(result.current).toMatchObject({ hasFetched: false, favoriteMovieIds: [] });

    act(() => setToken('tok-2'));
    await waitFor(() => expect(result.current.favoriteMovieIds).toEqual([7]));
    expect(requests).toBe(2);
  });

  it('a 403 ends the session (SPEC §8), and the next login fetches again', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.json({}, { status: 403 }), { once: true }));
    const { result } = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });

    act(() => setToken('stale'));
    await waitFor(() => expect(authStore.get().token).toBeNull());
    expect(result.current).toMatchObject({ hasFetched: false, favoriteMovieIds: [], error: null });

    act(() => setToken('fresh'));
    await waitFor(() => expect(result.current.favoriteMovieIds).toEqual([7]));
    expect(result.current.error).toBeNull();
  });
});
