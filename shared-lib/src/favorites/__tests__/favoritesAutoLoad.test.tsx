import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, render, screen, waitFor } from '@testing-library/react';
import { clearSession, setToken } from '../../auth/authStore';
import { apiUrl, applyTestRuntimeConfig, movieFixture } from '../../testing';
import { FavoriteButton } from '../../ui/movie-card/FavoriteButton';
import { favoritesStore } from '../favoritesStore';

const server = setupServer();
const dune = movieFixture({ id: 7, title: 'Dune' });
const jawan = movieFixture({ id: 8, title: 'Jawan' });
let requests: string[] = [];

beforeAll(() => {
  applyTestRuntimeConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  clearSession();
  requests = [];
  server.use(
    http.get(apiUrl('/api/user/favorites'), ({ request }) => {
      requests.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json([dune]);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Hearts as Home, All Movies, search, detail and "Also Showing Now" show them: nobody asks for the favourites. */
function renderHearts() {
  return render(
    <>
      <FavoriteButton movie={dune} />
      <FavoriteButton movie={jawan} />
    </>,
  );
}

describe('favourites on a page load', () => {
  it('fill the hearts of a logged-in user without visiting the favourites page, with one request', async () => {
    setToken('tok');
    renderHearts();

    expect(await screen.findByRole('button', { name: 'Remove Dune from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add Jawan to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests).toEqual(['Bearer tok']);
  });

  it('load once per session, however many hearts come and go', async () => {
    setToken('tok');
    const first = renderHearts();
    await waitFor(() => expect(favoritesStore.get().hasFetched).toBe(true));
    first.unmount();
    renderHearts();
    renderHearts();

    expect(screen.getAllByRole('button', { name: 'Remove Dune from favourites' })).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });

  it('are not asked for by anonymous visitors', async () => {
    renderHearts();
    await act(async () => {});

    expect(screen.getByRole('button', { name: 'Add Dune to favourites' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('load when the user logs in on a page with hearts, and again at the next login after a logout', async () => {
    renderHearts();

    act(() => setToken('tok'));
    expect(await screen.findByRole('button', { name: 'Remove Dune from favourites' })).toBeInTheDocument();

    act(() => clearSession());
    expect(screen.getByRole('button', { name: 'Add Dune to favourites' })).toBeInTheDocument();

    act(() => setToken('tok-2'));
    expect(await screen.findByRole('button', { name: 'Remove Dune from favourites' })).toBeInTheDocument();
    expect(requests).toEqual(['Bearer tok', 'Bearer tok-2']);
  });

  it('are not loaded again when the token is renewed within the session (e.g. after a password change)', async () => {
    setToken('tok');
    renderHearts();
    await screen.findByRole('button', { name: 'Remove Dune from favourites' });

    act(() => setToken('renewed'));
    await act(async () => {});

    expect(requests).toEqual(['Bearer tok']);
  });

  it('also load for a listener of the state stream', async () => {
    setToken('tok');
    const seen: number[][] = [];
    const subscription = favoritesStore.state$.subscribe((state) => seen.push(state.favoriteMovieIds));

    await waitFor(() => expect(seen.at(-1)).toEqual([7]));
    subscription.unsubscribe();
    expect(requests).toEqual(['Bearer tok']);
  });
});
