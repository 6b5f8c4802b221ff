import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authStore, clearSession, setToken } from '../../auth/authStore';
import type { AppEvent, AppEventOf } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { apiUrl, applyTestRuntimeConfig, movieFixture } from '../../testing';
import { clearAllFavorites, favoritesStore, fetchFavorites, toggleFavorite } from '../favoritesStore';

const server = setupServer();
const favoritesUrl = apiUrl('/api/user/favorites');
const favoriteUrl = apiUrl('/api/user/favorites/:movieId');
const deleteAllUrl = apiUrl('/api/user/favorites/deleteall');

const dune = movieFixture({ id: 1, title: 'Dune' });
const jawan = movieFixture({ id: 2, title: 'Jawan' });
const rrr = movieFixture({ id: 3, title: 'RRR' });

let events: AppEvent[];
let stopEvents: () => void;
const toasts = () => events.filter((e): e is AppEventOf<'toast:show'> => e.type === 'toast:show');
const changes = () => events.filter((e): e is AppEventOf<'favorites:changed'> => e.type === 'favorites:changed');

beforeAll(() => {
  applyTestRuntimeConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  clearSession();
  events = [];
  const subscription = eventBus.all().subscribe((event) => events.push(event));
  stopEvents = () => subscription.unsubscribe();
});
afterEach(() => {
  stopEvents();
  server.resetHandlers();
});
afterAll(() => server.close());

function serveFavorites(movies: unknown[]) {
  server.use(http.get(favoritesUrl, () => HttpResponse.json(movies)));
}

/** A handler that answers only when the test says so. */
function deferred() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

async function loggedInWith(movies: typeof dune[]) {
  setToken('tok');
  serveFavorites(movies);
  await fetchFavorites();
  events.length = 0;
}

describe('fetchFavorites', () => {
  it('does nothing for anonymous visitors', async () => {
    const seen = jest.fn();
    server.use(http.get(favoritesUrl, () => {
      seen();
      return HttpResponse.json([]);
    }));

    await fetchFavorites();

    expect(seen).not.toHaveBeenCalled();
    expect(favoritesStore.get().hasFetched).toBe(false);
  });

  it('loads the movies and their ids with the bearer token, and announces them', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(favoritesUrl, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([dune, jawan]);
      }),
    );
    setToken('tok');

    const pending = fetchFavorites();
    expect(favoritesStore.get().loading).toBe(true);
    await pending;

    expect(authorization).toBe('Bearer tok');
    expect(favoritesStore.get()).toMatchObject({
      favoriteMovies: [dune, jawan],
      favoriteMovieIds: [1, 2],
      loading: false,
      error: null,
      hasFetched: true,
    });
    expect(changes()).toEqual([{ type: 'favorites:changed', movieIds: [1, 2] }]);
  });

  it('keeps the server message on failure', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.json({ message: 'Favourites are resting' }, { status: 500 })));
    setToken('tok');

    await fetchFavorites();

    expect(favoritesStore.get()).toMatchObject({ loading: false, hasFetched: true, error: 'Favourites are resting' });
    expect(authStore.get().token).toBe('tok');
  });

  it('falls back to "Failed to fetch favorites"', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.error()));
    setToken('tok');

    await fetchFavorites();

    expect(favoritesStore.get().error).toBe('Failed to fetch favorites');
  });

  it('clears the error when fetching again', async () => {
    server.use(
      http.get(favoritesUrl, () => HttpResponse.json({}, { status: 500 }), { once: true }),
      http.get(favoritesUrl, () => HttpResponse.json([rrr])),
    );
    setToken('tok');
    await fetchFavorites();
    await fetchFavorites();

    expect(favoritesStore.get()).toMatchObject({ error: null, favoriteMovieIds: [3] });
  });

  it('on 403 clears the token with "Authentication expired. Please login again."', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })));
    setToken('tok');

    await fetchFavorites();

    expect(authStore.get().token).toBeNull();
    expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
    expect(events).toContainEqual({ type: 'auth:logged-out' });
    expect(favoritesStore.get()).toMatchObject({ error: 'Authentication expired. Please login again.', loading: false });
  });

  it('fetches again at the next login after a 403 logged the user out', async () => {
    server.use(http.get(favoritesUrl, () => HttpResponse.json({}, { status: 403 }), { once: true }));
    setToken('tok');
    await fetchFavorites();
    expect(favoritesStore.get().hasFetched).toBe(false);
  });

  it('drops an answer that arrives after the user logged out', async () => {
    const gate = deferred();
    server.use(
      http.get(favoritesUrl, async () => {
        await gate.released;
        return HttpResponse.json([dune]);
      }),
    );
    setToken('tok');
    const pending = fetchFavorites();
    clearSession();
    gate.release();
    await pending;

    expect(favoritesStore.get()).toMatchObject({ favoriteMovies: [], favoriteMovieIds: [], hasFetched: false });
  });
});

describe('toggleFavorite', () => {
  it('asks anonymous visitors to log in and sends nothing', async () => {
    await toggleFavorite(dune);

    expect(events).toEqual([{ type: 'auth:open-modal', tab: 'login' }]);
    expect(favoritesStore.get().favoriteMovieIds).toEqual([]);
  });

  it('adds a movie that is not a favourite yet', async () => {
    await loggedInWith([dune]);
    const posted = jest.fn();
    server.use(
      http.post(favoriteUrl, ({ params, request }) => {
        posted(params.movieId, request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'Added' });
      }),
    );

    await toggleFavorite(jawan);

    expect(posted).toHaveBeenCalledWith('2', 'Bearer tok');
    expect(favoritesStore.get()).toMatchObject({ favoriteMovies: [dune, jawan], favoriteMovieIds: [1, 2] });
    expect(changes()).toEqual([{ type: 'favorites:changed', movieIds: [1, 2] }]);
    expect(toasts()).toEqual([]);
  });

  it('removes a movie that is already a favourite', async () => {
    await loggedInWith([dune, jawan]);
    const deleted = jest.fn();
    server.use(
      http.delete(favoriteUrl, ({ params }) => {
        deleted(params.movieId);
        return HttpResponse.json({ message: 'Removed' });
      }),
    );

    await toggleFavorite(dune);

    expect(deleted).toHaveBeenCalledWith('1');
    expect(favoritesStore.get()).toMatchObject({ favoriteMovies: [jawan], favoriteMovieIds: [2] });
    expect(changes()).toEqual([{ type: 'favorites:changed', movieIds: [2] }]);
  });

  it('marks only that movie as pending while its request is in flight, and ignores repeat clicks', async () => {
    await loggedInWith([]);
    const gate = deferred();
    const posted = jest.fn();
    server.use(
      http.post(favoriteUrl, async ({ params }) => {
        posted(params.movieId);
        await gate.released;
        return HttpResponse.json({});
      }),
    );

    const first = toggleFavorite(dune);
    expect(favoritesStore.get().pending).toEqual({ 1: true });
    expect(favoritesStore.get().actionLoading).toBe(true);

    await toggleFavorite(dune);
    gate.release();
    await first;

    expect(posted).toHaveBeenCalledTimes(1);
    expect(favoritesStore.get()).toMatchObject({ pending: {}, actionLoading: false, favoriteMovieIds: [1] });
  });

  it('tracks several movies in flight independently', async () => {
    await loggedInWith([]);
    const gates: Record<string, ReturnType<typeof deferred>> = { 1: deferred(), 2: deferred() };
    server.use(
      http.post(favoriteUrl, async ({ params }) => {
        await gates[params.movieId as string].released;
        return HttpResponse.json({});
      }),
    );

    const addDune = toggleFavorite(dune);
    const addJawan = toggleFavorite(jawan);
    expect(favoritesStore.get().pending).toEqual({ 1: true, 2: true });

    gates[1].release();
    await addDune;
    expect(favoritesStore.get().pending).toEqual({ 2: true });
    expect(favoritesStore.get().actionLoading).toBe(true);

    gates[2].release();
    await addJawan;
    expect(favoritesStore.get()).toMatchObject({ pending: {}, actionLoading: false, favoriteMovieIds: [1, 2] });
  });

  it('on a failed add toasts "Unable to add/remove to favourites.Try again." and changes nothing', async () => {
    await loggedInWith([dune]);
    server.use(http.post(favoriteUrl, () => HttpResponse.json({}, { status: 500 })));

    await toggleFavorite(jawan);

    expect(toasts()).toEqual([
      { type: 'toast:show', variant: 'error', message: 'Unable to add/remove to favourites.Try again.' },
    ]);
    expect(favoritesStore.get()).toMatchObject({
      favoriteMovieIds: [1],
      favoriteMovies: [dune],
      pending: {},
      actionLoading: false,
      error: 'Failed to add to favorites',
    });
    expect(changes()).toEqual([]);
    expect(authStore.get().token).toBe('tok');
  });

  it('on a failed remove keeps the favourite and records the server message', async () => {
    await loggedInWith([dune]);
    server.use(http.delete(favoriteUrl, () => HttpResponse.json({ error: 'Not in your favourites' }, { status: 404 })));

    await toggleFavorite(dune);

    expect(toasts().map((t) => t.message)).toEqual(['Unable to add/remove to favourites.Try again.']);
    expect(favoritesStore.get()).toMatchObject({ favoriteMovieIds: [1], error: 'Not in your favourites' });
  });

  it('falls back to "Failed to remove from favorites"', async () => {
    await loggedInWith([dune]);
    server.use(http.delete(favoriteUrl, () => HttpResponse.error()));

    await toggleFavorite(dune);

    expect(favoritesStore.get().error).toBe('Failed to remove from favorites');
  });

  it('on 403 clears the token with "Authentication expired. Please login again."', async () => {
    await loggedInWith([dune]);
    server.use(http.post(favoriteUrl, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })));

    await toggleFavorite(jawan);

    expect(authStore.get().token).toBeNull();
    expect(window.localStorage.getItem('JWT_TOKEN')).toBeNull();
    expect(events).toContainEqual({ type: 'auth:logged-out' });
    expect(toasts().map((t) => t.message)).toEqual(['Unable to add/remove to favourites.Try again.']);
    expect(favoritesStore.get()).toMatchObject({
      favoriteMovieIds: [],
      favoriteMovies: [],
      pending: {},
      error: 'Authentication expired. Please login again.',
    });
  });
});

describe('clearAllFavorites', () => {
  it('empties the movies and ids and announces it', async () => {
    await loggedInWith([dune, jawan]);
    const cleared = jest.fn();
    server.use(
      http.delete(deleteAllUrl, () => {
        cleared();
        return HttpResponse.json({ message: 'All removed' });
      }),
    );

    const pending = clearAllFavorites();
    expect(favoritesStore.get().actionLoading).toBe(true);
    await pending;

    expect(cleared).toHaveBeenCalledTimes(1);
    expect(favoritesStore.get()).toMatchObject({ favoriteMovies: [], favoriteMovieIds: [], actionLoading: false });
    expect(changes()).toEqual([{ type: 'favorites:changed', movieIds: [] }]);
  });

  it('only logs a failure: favourites stay and no toast is shown', async () => {
    await loggedInWith([dune]);
    server.use(http.delete(deleteAllUrl, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await clearAllFavorites();

    expect(consoleError).toHaveBeenCalledWith('Failed to clear all favorites', expect.objectContaining({ status: 500 }));
    consoleError.mockRestore();
    expect(favoritesStore.get()).toMatchObject({ favoriteMovieIds: [1], actionLoading: false });
    expect(toasts()).toEqual([]);
  });
});

describe('logout', () => {
  it('resets the favourites state', async () => {
    await loggedInWith([dune, jawan]);

    clearSession();

    expect(favoritesStore.get()).toEqual({
      favoriteMovies: [],
      favoriteMovieIds: [],
      loading: false,
      actionLoading: false,
      error: null,
      hasFetched: false,
      pending: {},
    });
  });
});
