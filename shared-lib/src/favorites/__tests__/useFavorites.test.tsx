import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, renderHook, waitFor } from '@testing-library/react';
import { authStore, clearSession, setToken } from '../../auth/authStore';
import { apiUrl, applyTestRuntimeConfig, movieFixture, QueryTestConfig } from '../../testing';
import type { AppEvent } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { clearAllFavorites, useFavoriteToggle, useFavorites } from '../useFavorites';

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

  it('a 403 ends the session, and the next login fetches again', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.json({}, { status: 403 }), { once: true }));
    const { result } = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });

    act(() => setToken('stale'));
    await waitFor(() => expect(authStore.get().token).toBeNull());
    expect(result.current).toMatchObject({ hasFetched: false, favoriteMovieIds: [], error: null });

    act(() => setToken('fresh'));
    await waitFor(() => expect(result.current.favoriteMovieIds).toEqual([7]));
    expect(result.current.error).toBeNull();
  });

  describe('changes', () => {
    const jawan = movieFixture({ id: 8, title: 'Jawan' });
    /** The heart's write, as a heart holds it. */
    const renderHeart = () => renderHook(() => useFavoriteToggle(), { wrapper: QueryTestConfig }).result;

    async function loggedInWithFavourites() {
      setToken('tok');
      const hook = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });
      await waitFor(() => expect(hook.result.current.favoriteMovieIds).toEqual([7]));
      return hook;
    }

    it('adds a movie, busy while its request is in flight, for every component showing favourites', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.post(apiUrl('/api/user/favorites/8'), async () => {
          await released;
          return HttpResponse.json({ message: 'Added' });
        }),
      );
      const { result } = await loggedInWithFavourites();
      const other = renderHook(() => useFavorites(), { wrapper: QueryTestConfig });

      const heart = renderHeart();
      let done!: Promise<void>;
      act(() => {
        done = heart.current(jawan, false);
      });
      expect(result.current).toMatchObject({ pending: { 8: true }, actionLoading: true });
      await act(async () => {
        release();
        await done;
      });

      expect(result.current).toMatchObject({ favoriteMovieIds: [7, 8], pending: {}, actionLoading: false });
      expect(other.result.current.favoriteMovieIds).toEqual([7, 8]);
      expect(requests).toBe(1);
    });

    it('sends one request for taps on two hearts of the same movie while the first is in flight', async () => {
      let posts = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.post(apiUrl('/api/user/favorites/8'), async () => {
          posts += 1;
          await released;
          return HttpResponse.json({ message: 'Added' });
        }),
      );
      const { result } = await loggedInWithFavourites();
      const card = renderHeart();
      const header = renderHeart();

      let first!: Promise<void>;
      act(() => {
        first = card.current(jawan, false);
      });
      await act(() => header.current(jawan, false));
      await act(async () => {
        release();
        await first;
      });

      expect(posts).toBe(1);
      expect(result.current.favoriteMovieIds).toEqual([7, 8]);
    });

    it('removes a favourite', async () => {
      server.use(http.delete(apiUrl('/api/user/favorites/7'), () => HttpResponse.json({ message: 'Removed' })));
      const { result } = await loggedInWithFavourites();
      const heart = renderHeart();

      await act(() => heart.current(dune, true));

      expect(result.current.favoriteMovies).toEqual([]);
    });

    it('keeps the list and toasts the failure message when a change fails', async () => {
      server.use(
        http.delete(apiUrl('/api/user/favorites/7'), () =>
          HttpResponse.json({ message: 'Not in your favourites' }, { status: 404 }),
        ),
      );
      const { result } = await loggedInWithFavourites();
      const toasts: AppEvent[] = [];
      const subscription = eventBus.on('toast:show').subscribe((event) => toasts.push(event));
      const heart = renderHeart();

      await act(() => heart.current(dune, true));
      subscription.unsubscribe();

      expect(result.current).toMatchObject({ favoriteMovieIds: [7], error: 'Not in your favourites' });
      expect(toasts).toEqual([
        { type: 'toast:show', variant: 'error', message: 'Unable to add/remove to favourites.Try again.' },
      ]);
    });

    it('asks an anonymous visitor to log in instead', async () => {
      const heart = renderHeart();
      const events: AppEvent[] = [];
      const subscription = eventBus.all().subscribe((event) => events.push(event));
      await act(() => heart.current(dune, false));
      subscription.unsubscribe();

      expect(events).toEqual([{ type: 'auth:open-modal', tab: 'login' }]);
    });

    it('"Remove all" empties the list; a failure leaves it as it was', async () => {
      server.use(
        http.delete(apiUrl('/api/user/favorites/deleteall'), () => HttpResponse.json({}, { status: 500 }), {
          once: true,
        }),
      );
      const { result } = await loggedInWithFavourites();
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      await act(() => clearAllFavorites());
      expect(result.current).toMatchObject({ favoriteMovieIds: [7], actionLoading: false });
      expect(log).toHaveBeenCalledWith('Failed to clear all favorites', expect.objectContaining({ status: 500 }));
      log.mockRestore();

      server.use(http.delete(apiUrl('/api/user/favorites/deleteall'), () => HttpResponse.json({ message: 'Cleared' })));
      await act(() => clearAllFavorites());
      expect(result.current).toMatchObject({ favoriteMovies: [], favoriteMovieIds: [] });
    });
  });
});
