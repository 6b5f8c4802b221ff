import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import { clearSession, setToken } from '../../../auth/authStore';
import type { AppEvent } from '../../../events/appEvents';
import { eventBus } from '../../../events/eventBus';
import { apiUrl, movieFixture, renderWithProviders } from '../../../testing';
import { MovieCard } from '../MovieCard';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => clearSession());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const movie = movieFixture({
  id: 42,
  title: 'Kalki 2898 AD',
  duration: 181,
  certification: 'UA',
  language: 'Telugu',
  trailer: 'https://youtu.be/dQw4w9WgXcQ',
});

const location = () => screen.getByTestId('location').getAttribute('data-pathname');

function recordEvents() {
  const events: AppEvent[] = [];
  const subscription = eventBus.all().subscribe((event) => events.push(event));
  return { events, stop: () => subscription.unsubscribe() };
}

describe('MovieCard', () => {
  it('shows poster, title, duration, certification and language', () => {
    renderWithProviders(<MovieCard movie={movie} />);
    const card = screen.getByRole('article', { name: 'Kalki 2898 AD' });

    expect(within(card).getByRole('img', { name: 'Kalki 2898 AD poster' })).toHaveAttribute('src', movie.thumbnail);
    expect(within(card).getByRole('link', { name: 'Kalki 2898 AD' })).toBeInTheDocument();
    expect(within(card).getByText('3h 1m • UA')).toBeInTheDocument();
    expect(within(card).getByText('Telugu')).toBeInTheDocument();
  });

  it('shows "N/A" when the language is missing and skips a missing certification', () => {
    renderWithProviders(<MovieCard movie={{ ...movie, language: null, certification: null, duration: 95 }} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('1h 35m')).toBeInTheDocument();
  });

  it('goes to /movies/{id} when the card is clicked', async () => {
    const { user } = renderWithProviders(<MovieCard movie={movie} />, { route: '/movies' });
    expect(location()).toBe('/movies');

    await user.click(screen.getByText('3h 1m • UA'));

    expect(location()).toBe('/movies/42');
  });

  it('Book Now and the title link to /movies/{id}', async () => {
    const { user } = renderWithProviders(<MovieCard movie={movie} />);
    const bookNow = screen.getByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('href', '/movies/42');
    expect(screen.getByRole('link', { name: 'Kalki 2898 AD' })).toHaveAttribute('href', '/movies/42');

    await user.click(bookNow);
    expect(location()).toBe('/movies/42');
  });

  it("tells the film page's owner when the customer reaches for it: over or on a link to it, or the card's tap", async () => {
    const opened: number[] = [];
    const { user } = renderWithProviders(<MovieCard movie={movie} onOpen={({ id }) => opened.push(id)} />, {
      route: '/movies',
    });

    await user.hover(screen.getByRole('link', { name: 'Book Now' }));
    expect(opened).toEqual([42]);
    act(() => screen.getByRole('link', { name: 'Kalki 2898 AD' }).focus());
    expect(opened).toEqual([42, 42]);
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    await user.keyboard('{Escape}');
    expect(opened).toEqual([42, 42]);
    await user.click(screen.getByText('3h 1m • UA'));
    expect(opened).toEqual([42, 42, 42]);
    expect(location()).toBe('/movies/42');
  });

  it('Watch Trailer opens the trailer modal without leaving the page, and it closes again', async () => {
    const { user } = renderWithProviders(<MovieCard movie={movie} />, { route: '/' });

    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));

    const dialog = await screen.findByRole('dialog', { name: /Official Trailer/ });
    expect(within(dialog).getByTitle('Kalki 2898 AD trailer')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&vq=hd1080&rel=0',
    );
    expect(location()).toBe('/');

    await user.click(within(dialog).getByRole('button', { name: 'Close trailer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/');
  });

  it('shows "Trailer not available" for a movie without a trailer', async () => {
    const { user } = renderWithProviders(<MovieCard movie={{ ...movie, trailer: null }} />);
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    expect(await screen.findByText('Trailer not available')).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in from the favourite button, without navigating', async () => {
    const { user } = renderWithProviders(<MovieCard movie={movie} />, { route: '/movies' });
    const { events, stop } = recordEvents();

    await user.click(screen.getByRole('button', { name: 'Add Kalki 2898 AD to favourites' }));
    stop();

    expect(events).toEqual([{ type: 'auth:open-modal', tab: 'login' }]);
    expect(location()).toBe('/movies');
  });

  it('shows the filled heart for a favourite', async () => {
    server.use(http.get(apiUrl('/api/user/favorites'), () => HttpResponse.json([movie])));
    setToken('tok');
    renderWithProviders(<MovieCard movie={movie} />);
    const button = screen.getByRole('button', { name: 'Add Kalki 2898 AD to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(within(button).getByTestId('FavoriteBorderIcon')).toBeInTheDocument();

    const pressed = await screen.findByRole('button', { name: 'Remove Kalki 2898 AD from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(within(pressed).getByTestId('FavoriteIcon')).toBeInTheDocument();
  });

  it('toggles a favourite for a logged-in user, with a spinner while it is saved', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl('/api/user/favorites'), () => HttpResponse.json([])),
      http.post(apiUrl('/api/user/favorites/42'), async () => {
        await released;
        return HttpResponse.json({ message: 'Added' });
      }),
    );
    setToken('tok');
    const { user } = renderWithProviders(<MovieCard movie={movie} />, { route: '/movies' });

    await user.click(screen.getByRole('button', { name: 'Add Kalki 2898 AD to favourites' }));

    const busy = screen.getByRole('button', { name: 'Add Kalki 2898 AD to favourites' });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole('progressbar')).toBeInTheDocument();

    await act(async () => release());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Kalki 2898 AD from favourites' })).toBeEnabled(),
    );
    expect(location()).toBe('/movies');
  });

  it('shows the verified average and count over the poster, and nothing before the first rating', () => {
    const { unmount } = renderWithProviders(<MovieCard movie={{ ...movie, rating: { average: 4.26, count: 1204 } }} />);
    const badge = screen.getByRole('img', { name: 'Rated 4.3 out of 5 by 1,204 verified viewers' });
    expect(badge).toHaveTextContent('★4.3(1.2K)');
    unmount();
    renderWithProviders(<MovieCard movie={{ ...movie, rating: null }} />);
    expect(screen.queryByTestId('movie-card-rating')).not.toBeInTheDocument();
  });
});
